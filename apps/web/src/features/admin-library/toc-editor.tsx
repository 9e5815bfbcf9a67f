import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { PodrChapterChangeInput } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { AdminBook } from './api/get-admin-textbook.ts';
import { useUpdateTextbook } from './api/update-textbook.ts';
import { SubchapterExercises } from './subchapter-exercises.tsx';
import { changesOf, draftOf, type EntryDraft, entriesOf, entryErrorsOf, PAGE_PROBLEM } from './toc-draft.ts';
import { TocEntry } from './toc-entry.tsx';

type EntryErrors = Record<string, Partial<Record<keyof EntryDraft, string>>>;

type Outcome = { tone: 'error' | 'info'; text: string } | null;

const FORM_ID = 'spis-tresci-formularz';

const FIX_FIELDS = 'Nic nie zapisano: popraw zaznaczone pola.';

/** The first field with a message gets the focus, so the keyboard lands where the fix is. */
function focusFirst(errors: EntryErrors, order: readonly string[]) {
  for (const id of order) {
    const field = (['number', 'name', 'page'] as const).find((name) => errors[id]?.[name]);
    const input = { number: 'numer', name: 'nazwa', page: 'strona' }[field ?? 'name'];
    if (errors[id]) {
      document.getElementById(`spis-${id}-${input}`)?.focus();
      return;
    }
  }
}

/**
 * The table of contents edited in place — rename, renumber, a page, mark deleted or restore — and
 * saved with one `updatepodrecznik`: all the changes or none (the server refuses them together).
 */
export function TocEditor({ book }: { book: AdminBook }) {
  const update = useUpdateTextbook();
  const saved = entriesOf(book.chapters);
  const order = saved.map((entry) => entry.id);
  const [drafts, setDrafts] = useState<Record<string, EntryDraft>>({});
  const [errors, setErrors] = useState<EntryErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const draft = (entry: (typeof saved)[number]) => drafts[entry.id] ?? draftOf(entry);

  const change = (entry: (typeof saved)[number], patch: Partial<EntryDraft>) => {
    setDrafts((current) => ({ ...current, [entry.id]: { ...draft(entry), ...patch } }));
    setErrors((current) => {
      const { [entry.id]: _, ...rest } = current;
      return rest;
    });
    setOutcome(null);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const { changes, badPages } = changesOf(saved, drafts);
    if (badPages.length) {
      const found = Object.fromEntries(badPages.map((id) => [id, { page: PAGE_PROBLEM }]));
      setErrors(found);
      setOutcome({ tone: 'error', text: FIX_FIELDS });
      focusFirst(found, order);
      return;
    }
    if (changes.length === 0) {
      setOutcome({ tone: 'info', text: 'W spisie treści nie ma zmian do zapisania.' });
      return;
    }
    setErrors({});
    setOutcome(null);
    try {
      await update.mutateAsync({ id: book.id, chapters: changes });
      setOutcome({ tone: 'info', text: 'Zapisano spis treści.' });
    } catch (error) {
      refused(error, changes);
    }
  };

  const refused = (error: unknown, sent: PodrChapterChangeInput[]) => {
    const problems = serverFormErrors(error);
    const found = entryErrorsOf(problems.fields, sent);
    setErrors(found);
    const general = problems.fields.chapters ?? problems.message;
    setOutcome({ tone: 'error', text: Object.keys(found).length ? FIX_FIELDS : general });
    focusFirst(found, order);
  };

  const undo = () => {
    setDrafts({});
    setErrors({});
    setOutcome(null);
  };

  return (
    <section aria-labelledby="spis-tresci" className="flex flex-col gap-4">
      <h2 id="spis-tresci" className="text-xl font-bold text-board-950">
        Spis treści
      </h2>
      <p className="text-ink-muted">
        Zmień numer, nazwę albo stronę, zaznacz rozdział jako usunięty albo go przywróć. Zmiany zapisują się
        razem: jeśli któraś jest błędna, nie zapisuje się żadna.
      </p>
      {/* The entries are outside the form, tied to it by `form`: an exercise's own form sits among them. */}
      <div className="flex flex-col gap-4">
        {book.chapters.length === 0 ? <p>Ten podręcznik nie ma jeszcze spisu treści.</p> : null}
        <ol className="flex flex-col gap-4">
          {book.chapters.map((chapter) => (
            <li key={chapter.id}>
              <TocEntry
                entry={chapter}
                level="chapter"
                draft={draft(chapter)}
                errors={errors[chapter.id]}
                formId={FORM_ID}
                onChange={(patch) => change(chapter, patch)}
              >
                <ol className="flex flex-col gap-3">
                  {chapter.subchapters.map((sub) => (
                    <li key={sub.id}>
                      <TocEntry
                        entry={sub}
                        level="subchapter"
                        draft={draft(sub)}
                        errors={errors[sub.id]}
                        formId={FORM_ID}
                        onChange={(patch) => change(sub, patch)}
                      >
                        <SubchapterExercises
                          subchapterId={sub.id}
                          name={`${sub.number}. ${sub.name}`}
                          count={sub.exerciseCount}
                        />
                      </TocEntry>
                    </li>
                  ))}
                </ol>
              </TocEntry>
            </li>
          ))}
        </ol>
      </div>
      <form id={FORM_ID} noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
        {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton loading={update.isPending} loadingText="Zapisuję…" className="sm:w-auto">
            Zapisz spis treści
          </SubmitButton>
          <Button variant="secondary" onClick={undo} disabled={update.isPending}>
            Cofnij niezapisane zmiany
          </Button>
        </div>
      </form>
    </section>
  );
}
