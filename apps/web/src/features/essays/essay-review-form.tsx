import type { ExamLevel } from '@kreda/shared/enums';
import {
  countWords,
  ESSAY_EXAM_INFO,
  ESSAY_TEXT_MAX,
  ESSAY_TEXT_MIN_WORDS,
  ESSAY_TOPIC_MAX,
  essayExamOf,
} from '@kreda/shared/essays';
import { maxLength } from '@kreda/shared/form-messages';
import { useState } from 'react';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { FieldError } from '../../components/form/field-error.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { FormMessageError } from '../../lib/form-errors.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useUploadLimit } from '../../lib/upload-limit.ts';
import { useForm } from '../../lib/use-form.ts';
import type { EssayReviewSummary } from './api/essay-fragments.ts';
import { useSubmitEssayReview } from './api/submit-essay-review.ts';
import { essayFileProblem } from './essay-file.ts';
import { EssayFilePicker } from './essay-file-picker.tsx';
import { type ExamChoice, ExamPicker, likelyExam } from './exam-picker.tsx';
import { lengthOf, limitCounter, wordCountVerdict, wordsLabel } from './text-limits.ts';

type Source = 'TEXT' | 'FILE';
const SOURCE_CHOICES: CardChoice<Source>[] = [
  { value: 'TEXT', label: 'Tekst', description: 'Wpiszę albo wkleję pracę.' },
  { value: 'FILE', label: 'Zdjęcie lub PDF', description: 'Praca pisana odręcznie albo skan.' },
];

type Values = {
  temat: string;
  przedmiot: string;
  poziom: string;
  source: string;
  content: string;
  file: string;
  dysleksja: string;
};

function validate(values: Values) {
  const temat = values.temat.trim();
  const words = countWords(values.content);
  const text = values.source === 'TEXT';
  return {
    temat: !temat
      ? 'Wpisz temat rozprawki.'
      : lengthOf(temat) > ESSAY_TOPIC_MAX
        ? maxLength(ESSAY_TOPIC_MAX)
        : null,
    content: !text
      ? null
      : !values.content.trim()
        ? 'Wpisz albo wklej tekst rozprawki.'
        : words < ESSAY_TEXT_MIN_WORDS
          ? `To za mało do oceny: praca ma ${wordsLabel(words)}, a potrzeba co najmniej ${ESSAY_TEXT_MIN_WORDS}.`
          : lengthOf(values.content) > ESSAY_TEXT_MAX
            ? maxLength(ESSAY_TEXT_MAX)
            : null,
    file: !text && !values.file ? 'Dodaj zdjęcie albo PDF pracy.' : null,
  };
}

/** Dyslexia thresholds exist only in the Polish matura's rules. */
const isPolishMatura = (values: Pick<Values, 'przedmiot' | 'poziom'>) =>
  values.przedmiot === 'polish' && values.poziom !== 'PODSTAWOWKA';

export interface ReviewStart {
  temat?: string;
  content?: string;
}

/** The form's state: the fields, the chosen file with its check, and sending the order. */
function useEssayReview(start: ReviewStart, onCreated: (review: EssayReviewSummary) => void | Promise<void>) {
  const submit = useSubmitEssayReview();
  const maxBytes = useUploadLimit();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const exam = likelyExam(useCurrentUser()?.onboarding.egzaminy);
  const form = useForm<Values>({
    initial: {
      temat: start.temat ?? '',
      ...exam,
      source: 'TEXT',
      content: start.content ?? '',
      file: '',
      dysleksja: '',
    },
    validate,
    onSubmit: async (values) => {
      const text = values.source === 'TEXT';
      const input = {
        temat: values.temat.trim(),
        przedmiot: values.przedmiot as ExamChoice['przedmiot'],
        poziom: values.poziom as ExamLevel,
        ...(text ? { content: values.content } : {}),
        ...(isPolishMatura(values) ? { dysleksja: values.dysleksja === '1' } : {}),
      };
      setUploading(text ? null : 0);
      try {
        const answer = await submit.mutateAsync({
          input,
          file: text ? null : file,
          onProgress: (progress) => setUploading(progress.percent),
        });
        if (answer.__typename === 'ExecutionError') throw new FormMessageError(answer.message);
        await onCreated(answer);
      } finally {
        setUploading(null);
      }
    },
  });
  const pickFile = (next: File | null) => {
    const problem = next ? essayFileProblem(next, maxBytes) : null;
    setFileProblem(problem);
    if (problem) return;
    setFile(next);
    form.setValue('file', next?.name ?? '');
  };
  return { form, file, pickFile, fileProblem, maxBytes, uploading };
}

interface EssayReviewFormProps {
  headingId: string;
  /** A topic and text to start from (a chat's suggestion). */
  start?: ReviewStart;
  onCreated: (review: EssayReviewSummary) => void | Promise<void>;
}

/** "Oceń rozprawkę": topic, exam, the essay as text or as a photo or PDF → the review page. */
export function EssayReviewForm({ headingId, start = {}, onCreated }: EssayReviewFormProps) {
  const review = useEssayReview(start, onCreated);
  const { form } = review;
  const exam = essayExamOf(form.values.przedmiot as ExamChoice['przedmiot'], form.values.poziom as ExamLevel);
  const gradable = ESSAY_EXAM_INFO[exam].gradable;
  const noteId = `${headingId}-not-gradable`;
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-6">
      <TextareaField
        id={form.fieldId('temat')}
        label="Temat rozprawki"
        value={form.values.temat}
        onChange={(value) => form.setValue('temat', value)}
        error={form.errorOf('temat')}
        rows={2}
        hint="Przepisz temat dokładnie tak, jak był w poleceniu."
        counter={limitCounter(form.values.temat, ESSAY_TOPIC_MAX)}
      />
      <ExamPicker
        ids={{ przedmiot: form.fieldId('przedmiot'), poziom: form.fieldId('poziom') }}
        przedmiot={form.values.przedmiot as ExamChoice['przedmiot']}
        poziom={form.values.poziom as ExamLevel}
        onChange={(choice) => form.setValuesOf(choice)}
        errors={{ przedmiot: form.errorOf('przedmiot'), poziom: form.errorOf('poziom') }}
      >
        {gradable ? null : (
          <p id={noteId} className="mt-1 font-medium text-red-800">
            Tej matury Kreda na razie nie ocenia: nie ma w niej szczegółowych kryteriów poziomu rozszerzonego
            z polskiego. Wybierz inny egzamin, np. maturę podstawową.
          </p>
        )}
      </ExamPicker>
      <ChoiceCards
        id={form.fieldId('source')}
        legend="Jak dodasz pracę?"
        choices={SOURCE_CHOICES}
        value={form.values.source}
        onChange={(value) => form.setValue('source', value)}
        columns={2}
      />
      <ReviewSource review={review} />
      {isPolishMatura(form.values) ? (
        <DyslexiaField
          id={form.fieldId('dysleksja')}
          checked={form.values.dysleksja === '1'}
          onChange={(checked) => form.setValue('dysleksja', checked ? '1' : '')}
          error={form.errorOf('dysleksja')}
        />
      ) : null}
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton
        loading={form.pending}
        loadingText="Wysyłanie do oceny…"
        disabled={!gradable}
        aria-describedby={gradable ? undefined : noteId}
        className="sm:w-auto sm:self-start"
      >
        Oceń rozprawkę
      </SubmitButton>
    </form>
  );
}

/** The essay itself: a text with its live word count against the exam, or a photo or PDF. */
function ReviewSource({ review }: { review: ReturnType<typeof useEssayReview> }) {
  const { form } = review;
  if (form.values.source === 'FILE')
    return (
      <EssayFilePicker
        id={form.fieldId('file')}
        file={review.file}
        onFile={review.pickFile}
        problem={review.fileProblem ?? form.errorOf('file')}
        maxBytes={review.maxBytes}
        uploading={review.uploading}
      />
    );
  const info =
    ESSAY_EXAM_INFO[
      essayExamOf(form.values.przedmiot as ExamChoice['przedmiot'], form.values.poziom as ExamLevel)
    ];
  const words = countWords(form.values.content);
  const verdict = wordCountVerdict(words, info);
  return (
    <TextareaField
      id={form.fieldId('content')}
      label="Tekst rozprawki"
      value={form.values.content}
      onChange={(value) => form.setValue('content', value)}
      error={form.errorOf('content')}
      rows={12}
      counter={
        <span className={verdict.status === 'ok' ? 'text-board-900' : 'text-amber-900'}>
          {wordsLabel(words)} – {verdict.text}
        </span>
      }
    />
  );
}

/** "Mam dysleksję": the Polish matura counts language errors differently for dyslexic pupils. */
function DyslexiaField(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-lg py-1.5 pr-2 text-board-950">
        <input
          id={props.id}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-describedby={[`${props.id}-hint`, errorId].filter(Boolean).join(' ')}
          className="size-5 shrink-0 accent-board-700"
        />
        Mam dysleksję (inne progi błędów)
      </label>
      <p id={`${props.id}-hint`} className="text-sm text-ink-muted">
        Przy opinii o dysleksji, dysortografii lub dysgrafii matura z polskiego liczy błędy językowe,
        ortograficzne i interpunkcyjne według osobnych zasad.
      </p>
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
