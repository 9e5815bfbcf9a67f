import { ROUTES } from '@kreda/shared/routes';
import { ENABLED_TOOLS } from '@kreda/shared/tools';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NEW_WORKSPACE_PATH } from '../../lib/workspace-lists.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-board-100 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-board-950">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed">{children}</div>
    </section>
  );
}

/** /workspace/about: what a workspace is and how to start one. */
export function Component() {
  useDocumentTitle('Czym są przestrzenie');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Czym są przestrzenie?</h1>
        <p className="mt-2 text-lg text-ink">
          Przestrzeń to Twoje miejsce na naukę jednego tematu z jednego przedmiotu — na przykład „Funkcje” z
          matematyki w 1 klasie liceum.
        </p>
      </div>

      <Section id="contents-title" title="Co jest w przestrzeni">
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            <strong className="font-semibold">Temat z podstawy programowej</strong> — przedmiot, klasa i
            zakres tematu rozpisany na podtematy, żeby było jasne, czego dotyczy nauka.
          </li>
          {/* The tools used inside a workspace, from the one list of enabled tools. */}
          {ENABLED_TOOLS.filter((tool) => tool.inWorkspace).map((tool) => (
            <li key={tool.id} data-tool={tool.id}>
              <strong className="font-semibold">{tool.name}</strong> — {tool.shortDescription}
            </li>
          ))}
        </ul>
        <p>Wszystko, co powstaje w przestrzeni, zostaje przy jej temacie, więc łatwo do tego wrócić.</p>
      </Section>

      <Section id="materials-title" title="Dlaczego materiały mają znaczenie">
        <p>
          Narzędzia AI Kredy korzystają z materiałów zebranych w przestrzeni. Dzięki temu odpowiadają w
          kontekście tego, czego naprawdę się uczysz — tak, jak temat był omawiany na Twoich lekcjach — a nie
          ogólnikami.
        </p>
        <p>
          Narzędzia AI mają limity użycia. Ile Ci zostało i kiedy limit się odnowi, zobaczysz na stronie{' '}
          <Link to={ROUTES.workspaceUsage} className={textLinkClass}>
            Limity i wykorzystanie
          </Link>
          .
        </p>
      </Section>

      <Section id="start-title" title="Jak zacząć">
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>Wybierz przedmiot i klasę.</li>
          <li>Wybierz temat z listy — możesz go wyszukać po nazwie albo po podtemacie.</li>
          <li>Jeśli chcesz, nadaj przestrzeni własną nazwę. Bez niej przestrzeń nazywa się jak temat.</li>
        </ol>
        <p>Przestrzenie są prywatne: widzisz je tylko Ty.</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Link to={NEW_WORKSPACE_PATH} className={buttonClass('primary')}>
            Utwórz przestrzeń
          </Link>
          <Link to={ROUTES.workspaces} className={buttonClass('secondary')}>
            Twoje przestrzenie
          </Link>
        </div>
      </Section>
    </article>
  );
}
