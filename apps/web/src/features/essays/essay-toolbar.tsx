import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { problemOf } from './ai-problem.tsx';
import type { Essay } from './api/essay-fragments.ts';
import { useSubmitEssayReview } from './api/submit-essay-review.ts';
import { examInfoOf } from './essay-state.ts';
import { essayFileName, essayPlainText, essayWords, segmentTitles, shownText } from './essay-text.ts';
import { wordCountVerdict, wordsLabel } from './text-limits.ts';

type Drafts = Readonly<Record<string, string>>;

/** The essay's words as shown (unsaved edits included) against the exam's range. */
export function EssayWordCount({ essay, drafts }: { essay: Essay; drafts: Drafts }) {
  const words = essayWords(essay.segments, drafts);
  const verdict = wordCountVerdict(words, { minWords: essay.minWords, maxWords: essay.maxWords ?? null });
  const range = essay.maxWords ? `${essay.minWords}–${essay.maxWords}` : `co najmniej ${essay.minWords}`;
  return (
    <p
      className={`rounded-lg border px-3 py-2 text-sm ${
        verdict.status === 'ok'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-amber-400 bg-amber-50 text-amber-950'
      }`}
    >
      <span className="font-semibold">Liczba wyrazów: {wordsLabel(words)}</span> (egzamin: {range}).{' '}
      {verdict.text}
    </p>
  );
}

/** "Oceń tę rozprawkę": a review of this essay by its exam's criteria, then the review's page. */
function ReviewThisEssay({ essay }: { essay: Essay }) {
  const review = useSubmitEssayReview();
  const navigate = useNavigate();
  const gradable = examInfoOf(essay.przedmiot, essay.poziom)?.gradable ?? false;
  const order = async () => {
    const answer = await review.mutateAsync({
      input: {
        workspaceId: essay.workspaceId,
        rozprawkaId: essay.id,
        temat: essay.temat,
        przedmiot: essay.przedmiot,
        poziom: essay.poziom,
      },
    });
    if (answer.__typename === 'RozprawkaAiReview') await navigate(ROUTES.essayReview(answer.id));
  };
  const refusal =
    review.data?.__typename === 'ExecutionError'
      ? review.data.message
      : review.isError
        ? problemOf(review.error)
        : !gradable
          ? 'Tej matury Kreda na razie nie ocenia: nie ma w niej szczegółowych kryteriów poziomu rozszerzonego z polskiego.'
          : null;
  return (
    <>
      <Button
        variant="secondary"
        disabled={!gradable || review.isPending}
        aria-busy={review.isPending || undefined}
        onClick={() => void order().catch(() => undefined)}
      >
        {review.isPending ? 'Wysyłanie do oceny…' : 'Oceń tę rozprawkę'}
      </Button>
      {refusal ? (
        <FormAlert tone={gradable ? 'error' : 'info'} className="basis-full">
          {refusal}
        </FormAlert>
      ) : null}
    </>
  );
}

/** "Kopiuj całość", "Pobierz DOCX" and "Oceń tę rozprawkę", each with its own outcome beside it. */
export function EssayActions({ essay, drafts }: { essay: Essay; drafts: Drafts }) {
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const [docx, setDocx] = useState<'making' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(essayPlainText(essay, drafts));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const download = async () => {
    setDocx('making');
    try {
      const titles = segmentTitles(essay.segments);
      const parts = essay.segments.map((s) => ({
        title: titles.get(s.id) ?? '',
        text: shownText(s, drafts),
        guidance: essay.type === 'HELPER' ? s.helperContent : null,
      }));
      const { downloadEssayDocx } = await import('./essay-docx.ts');
      await downloadEssayDocx(essay, parts, essayFileName(essay.temat));
      setDocx(null);
    } catch {
      setDocx('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        Kopiuj całość
      </Button>
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={docx === 'making'}
        aria-busy={docx === 'making' || undefined}
      >
        {docx === 'making' ? 'Przygotowuję plik…' : 'Pobierz DOCX'}
      </Button>
      {essay.type === 'STRUCTURE' ? null : <ReviewThisEssay essay={essay} />}
      <p role="status" className="basis-full text-sm empty:hidden">
        {copyState === 'copied'
          ? 'Skopiowano rozprawkę do schowka.'
          : copyState === 'failed'
            ? 'Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie.'
            : docx === 'failed'
              ? 'Nie udało się przygotować pliku DOCX. Spróbuj ponownie.'
              : ''}
      </p>
    </div>
  );
}
