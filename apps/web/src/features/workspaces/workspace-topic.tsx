import { formatRelativeDate } from '@kreda/shared/dates';
import { EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import type { Workspace } from './api/workspace-fragments.ts';

type Topic = NonNullable<Workspace['temat']>;

/** Subject, class, topic, exam level and when the workspace was last used. */
export function TopicFacts({ temat, updatedAt }: { temat: Topic; updatedAt: string }) {
  return (
    <dl className="grid gap-3 rounded-2xl border border-board-100 bg-white p-4 text-sm sm:grid-cols-2 sm:p-5">
      <div>
        <dt className="text-ink-muted">Przedmiot</dt>
        <dd className="font-medium text-board-950">{SUBJECT_LABELS[temat.przedmiot]}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Klasa</dt>
        <dd className="font-medium text-board-950">{LEVEL_LABELS[temat.poziom]}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-ink-muted">Temat</dt>
        <dd className="font-medium break-words text-board-950">{temat.temat}</dd>
      </div>
      {temat.ckePoziom ? (
        <div>
          <dt className="text-ink-muted">Egzamin</dt>
          <dd className="font-medium text-board-950">{EXAM_LEVEL_LABELS[temat.ckePoziom]}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-ink-muted">Ostatnio używana</dt>
        <dd className="font-medium text-board-950">{formatRelativeDate(updatedAt)}</dd>
      </div>
    </dl>
  );
}

// The curriculum marks extended-scope subtopics with "(R)" at the end (rozszerzony).
const EXTENDED_MARK = /\s*\(R\)\s*$/;

/** A subtopic's name and whether it belongs to the extended scope only (the "(R)" mark). */
export function readSubtopic(text: string): { name: string; extended: boolean } {
  return { name: text.replace(EXTENDED_MARK, ''), extended: EXTENDED_MARK.test(text) };
}

function Subtopic({ text }: { text: string }) {
  const { name, extended } = readSubtopic(text);
  if (!extended) return name;
  return (
    <>
      {name}{' '}
      <abbr title="zakres rozszerzony" className="font-semibold text-board-700 no-underline">
        (R)
      </abbr>
      <span className="sr-only"> – zakres rozszerzony</span>
    </>
  );
}

/** The topic's subtopics in textbook order; "(R)" is explained under the list when it appears. */
export function TopicScope({ subtopics }: { subtopics: readonly string[] }) {
  const anyExtended = subtopics.some((subtopic) => readSubtopic(subtopic).extended);
  return (
    <section
      aria-labelledby="scope-title"
      className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="scope-title" className="text-lg font-bold text-board-950">
        Zakres tematu
      </h2>
      {subtopics.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">Podtematy w kolejności z podręcznika.</p>
          <ol className="mt-4 flex list-decimal flex-col gap-2 pl-6 marker:text-ink-muted">
            {subtopics.map((subtopic, index) => (
              // Subtopics are plain strings and may repeat; their place in the list is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="break-words pl-1">
                <Subtopic text={subtopic} />
              </li>
            ))}
          </ol>
          {anyExtended ? (
            <p className="mt-4 text-sm text-ink-muted">
              <span aria-hidden="true" className="font-semibold text-board-700">
                (R)
              </span>
              <span aria-hidden="true"> – </span>
              zakres rozszerzony: dla uczących się tego przedmiotu w zakresie rozszerzonym (matura
              rozszerzona).
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-ink-muted">Ten temat nie ma jeszcze rozpisanych podtematów.</p>
      )}
    </section>
  );
}
