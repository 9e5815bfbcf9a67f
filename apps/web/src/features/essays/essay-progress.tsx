import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { problemOf } from './ai-problem.tsx';
import type { Essay } from './api/essay-fragments.ts';
import { useGenerateEssay } from './api/generate-essay.ts';
import { expectedSegments, writingNow } from './essay-text.ts';

/** While the essay is written: what is being written now and how many parts are ready (live). */
export function EssayProgress({ essay }: { essay: Essay }) {
  const total = expectedSegments(essay);
  const done = essay.state === 'FINALIZATION' ? total : Math.min(essay.segments.length, total);
  const now =
    essay.state === 'CREATED'
      ? 'Rozprawka czeka w kolejce…'
      : essay.state === 'FINALIZATION'
        ? 'Sprawdzam temat, fakty z lektur i liczbę wyrazów…'
        : writingNow(essay);
  return (
    <section
      aria-labelledby="essay-progress"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <h2 id="essay-progress" className="text-lg font-bold text-board-950">
        Kreda pisze rozprawkę
      </h2>
      <p role="status" className="text-board-900">
        {now}
      </p>
      <div
        role="progressbar"
        aria-label="Gotowe części rozprawki"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} z ${total} części`}
        className="h-2.5 overflow-hidden rounded-full bg-board-100"
      >
        <div
          className="h-full rounded-full bg-board-700 motion-safe:transition-[width]"
          style={{ width: `${Math.max(4, (done / total) * 100)}%` }}
        />
      </div>
      <p className="text-sm text-ink-muted">
        Gotowe części pojawiają się poniżej od razu. Możesz zamknąć tę stronę – rozprawka będzie czekać na
        liście.
      </p>
    </section>
  );
}

/** The essay's order again, as it was (the same topic, exam, mode and readings). */
function orderOf(essay: Essay) {
  return {
    workspaceId: essay.workspaceId,
    temat: essay.temat,
    przedmiot: essay.przedmiot,
    poziom: essay.poziom,
    type: essay.type,
    liczbaArgumentow: essay.liczbaArgumentow,
    poziomJezyka: essay.poziomJezyka,
    ...(essay.lektury.length > 0 ? { lektury: essay.lektury.map((l) => l.id) } : {}),
    ...(essay.polecenie ? { polecenie: essay.polecenie } : {}),
  };
}

/** Writing failed: the server's Polish reason and "Spróbuj ponownie", which orders the same essay again. */
export function EssayFailed({ essay }: { essay: Essay }) {
  const generate = useGenerateEssay();
  const navigate = useNavigate();
  const retry = async () => {
    const answer = await generate.mutateAsync(orderOf(essay));
    if (answer.__typename === 'RozprawkaAi') await navigate(ROUTES.essay(answer.id));
  };
  const refusal =
    generate.data?.__typename === 'ExecutionError'
      ? generate.data.message
      : generate.isError
        ? problemOf(generate.error)
        : null;
  return (
    <section
      aria-labelledby="essay-failed"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5"
    >
      <h2 id="essay-failed" className="text-lg font-bold">
        Nie udało się napisać rozprawki
      </h2>
      <p role="alert">{essay.error ?? 'Spróbuj ponownie za chwilę.'}</p>
      <p className="text-sm">To zamówienie nie zostało wliczone do Twojego limitu.</p>
      {essay.type === 'FROM_REVEW' && essay.rozprawkaReviewId ? (
        <Link to={ROUTES.essayReview(essay.rozprawkaReviewId)} className={buttonClass('secondary')}>
          Wróć do oceny
        </Link>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void retry().catch(() => undefined)}
          disabled={generate.isPending}
          aria-busy={generate.isPending || undefined}
        >
          {generate.isPending ? 'Zamawianie…' : 'Spróbuj ponownie'}
        </Button>
      )}
      {refusal ? <FormAlert className="bg-white">{refusal}</FormAlert> : null}
    </section>
  );
}
