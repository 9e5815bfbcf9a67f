import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BackIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NewTutorForm } from './new-tutor-form.tsx';
import { initialValues } from './new-tutor-rules.ts';

const HEADING_ID = 'new-tutor';

/**
 * /app/1aitutor: orders a tutor; `?tematId=` or `?rozdzialId=` (with `&przedmiot=&poziom=` when
 * known) preselect what to learn, so other pages can link here. The order opens the tutor's page.
 */
export function Component() {
  useDocumentTitle('Nowy korepetytor');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  // The link's choice is read once: the form owns the values from then on.
  const [initial] = useState(() => initialValues(params, user?.onboarding.poziom));
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <Link
        to={ROUTES.aiTutors}
        className={`${textLinkClass} inline-flex min-h-10 items-center gap-1 self-start`}
      >
        <BackIcon className="size-5" />
        Wszyscy korepetytorzy
      </Link>
      <div>
        <h1 id={HEADING_ID} className="text-2xl font-bold text-board-950 sm:text-3xl">
          Nowy korepetytor
        </h1>
        <p className="mt-1 text-ink-muted">
          Wybierz, czego chcesz się nauczyć. Korepetytor ułoży plan tematów i do każdego przygotuje
          wyjaśnienie oraz zadania do przećwiczenia – zwykle zajmuje to kilka minut.
        </p>
      </div>
      <section className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
        <NewTutorForm
          initial={initial}
          headingId={HEADING_ID}
          onCreated={async (tutor) => {
            await navigate(ROUTES.aiTutor(tutor.id));
          }}
        />
      </section>
    </div>
  );
}
