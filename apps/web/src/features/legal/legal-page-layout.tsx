import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type Operator, useOperator } from './api/get-operator.ts';
import { LegalSection, type LegalSectionData, legalLinkClass, sectionLabel } from './legal-section.tsx';
import { LEGAL_EFFECTIVE_DATE, OperatorProvider } from './operator.tsx';

const SUMMARY_HEADING_ID = 'w-skrocie';

/** Says plainly that the operator shown is a stand-in (development, OPERATOR_* unset). */
function ExampleOperatorNotice() {
  return (
    <div
      role="note"
      aria-label="Przykładowe dane operatora"
      className="mt-6 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">Przykładowe dane operatora</p>
      <p className="mt-1">
        Ta instalacja Kredy nie ma jeszcze skonfigurowanych danych operatora, dlatego nazwa, adres, numery
        rejestrowe i adresy e-mail w tym dokumencie są przykładowe. Przed udostępnieniem serwisu operator
        uzupełnia je w konfiguracji (zmienne OPERATOR_*).
      </p>
    </div>
  );
}

/** The table of contents and the numbered sections, once the operator they name is known. */
function LegalBody({ sections, operator }: { sections: readonly LegalSectionData[]; operator: Operator }) {
  return (
    <OperatorProvider operator={operator}>
      <nav aria-label="Spis treści" className="mt-10">
        <h2 className="text-lg font-semibold text-slate-900">Spis treści</h2>
        <ol className="mt-3">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={`${legalLinkClass} inline-block py-2`}>
                {sectionLabel(index + 1, section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <LegalSection key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.body}
        </LegalSection>
      ))}
    </OperatorProvider>
  );
}

/** The document's body, or why it is not there yet: it names the operator, read from the server. */
function OperatorGate({ sections }: { sections: readonly LegalSectionData[] }) {
  const operator = useOperator();
  if (operator.isPending) return <Spinner label="Wczytywanie dokumentu…" className="mt-10" />;
  if (operator.isError) {
    return (
      <div
        role="alert"
        className="mt-10 flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>
          <strong className="font-semibold">Nie udało się wczytać pełnej treści dokumentu.</strong>{' '}
          {operator.error.message}
        </p>
        <Button variant="secondary" onClick={() => void operator.refetch()} disabled={operator.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return <LegalBody sections={sections} operator={operator.data} />;
}

/**
 * Shared frame of the legal pages: title, effective date, plain-language summary, table of contents
 * and the numbered sections, which name the operator from the server's configuration (a marked
 * example outside production). It renders an <article>; the layout around it provides <main>.
 */
export function LegalPageLayout({
  title,
  heading,
  summary,
  sections,
}: {
  /** Short name for the browser tab ("<title> – Kreda"). */
  title: string;
  /** Full document name shown in the <h1>. */
  heading: string;
  /** Short plain-language points shown under "W skrócie"; the full text below is what binds. */
  summary: readonly string[];
  sections: readonly LegalSectionData[];
}) {
  // Sets the tab title to "<title> – Kreda" in an effect.
  useDocumentTitle(title);
  // The same query as the body's (one request): the example operator is flagged at the very top.
  const example = useOperator().data?.example === true;

  return (
    <article className="mx-auto w-full max-w-3xl bg-white px-4 py-10 text-base leading-relaxed text-slate-800 wrap-break-word sm:px-8 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-3 text-slate-700">
          Obowiązuje od: <time dateTime={LEGAL_EFFECTIVE_DATE.iso}>{LEGAL_EFFECTIVE_DATE.label}</time>
        </p>
        {example ? <ExampleOperatorNotice /> : null}
      </header>

      <section
        aria-labelledby={SUMMARY_HEADING_ID}
        className="mt-8 rounded-lg border border-slate-300 bg-slate-50 p-5 sm:p-6"
      >
        <h2 id={SUMMARY_HEADING_ID} className="text-lg font-semibold text-slate-900">
          W skrócie
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-slate-500">
          {summary.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          To streszczenie ma ułatwić lekturę. Wiążąca jest pełna treść poniżej.
        </p>
      </section>

      <OperatorGate sections={sections} />
    </article>
  );
}
