import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LegalSection, type LegalSectionData, legalLinkClass, sectionLabel } from './legal-section.tsx';
import { LEGAL_EFFECTIVE_DATE } from './operator.ts';

const SUMMARY_HEADING_ID = 'w-skrocie';

/**
 * Shared frame of the legal pages: title, effective date, plain-language summary, table of contents
 * and the numbered sections. It renders an <article>; the layout around it provides <main>.
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

  return (
    <article className="mx-auto w-full max-w-3xl bg-white px-4 py-10 text-base leading-relaxed text-slate-800 wrap-break-word sm:px-8 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-3 text-slate-700">
          Obowiązuje od: <time dateTime={LEGAL_EFFECTIVE_DATE.iso}>{LEGAL_EFFECTIVE_DATE.label}</time>
        </p>
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

      <nav aria-label="Spis treści" className="mt-10">
        <h2 className="text-lg font-semibold text-slate-900">Spis treści</h2>
        <ol className="mt-3 space-y-1.5">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={legalLinkClass}>
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
    </article>
  );
}
