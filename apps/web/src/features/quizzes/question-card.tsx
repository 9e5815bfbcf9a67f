import { type FormEvent, type Ref, useId } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { PhotoSending } from './answer-photo.tsx';
import type { QuizAnswer, QuizQuestion } from './api/quiz-fragments.ts';
import { AnsweredPhoto, PhotoPicker } from './lazy-answer-photo.tsx';
import { formatPoints, optionLetter } from './quiz-labels.ts';

/** The longest open answer the server takes. */
const ANSWER_MAX = 5000;

interface OptionsProps {
  question: QuizQuestion;
  answer: QuizAnswer | undefined;
  selected: string;
  onSelect: (optionId: string) => void;
  describedBy: string | undefined;
}

/** What an option turned out to be, once answered (the key only when the mode reveals it). */
function optionMark(answer: QuizAnswer | undefined, optionId: string) {
  if (!answer) return null;
  const chosen = answer.optionId === optionId;
  const correct = answer.correctOptionId === optionId;
  if (chosen && correct) return { text: 'Twoja – poprawna', className: 'bg-green-700 text-white' };
  if (correct) return { text: 'Poprawna', className: 'bg-green-700 text-white' };
  if (!chosen) return null;
  return answer.isCorrect === false
    ? { text: 'Twoja – błędna', className: 'bg-red-700 text-white' }
    : { text: 'Twoja odpowiedź', className: 'bg-board-700 text-white' };
}

/** The options as a native radio group (arrows move the choice), each a large card. */
function ClosedOptions({ question, answer, selected, onSelect, describedBy }: OptionsProps) {
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="sr-only">Wybierz odpowiedź</legend>
      <ul className="flex flex-col gap-2">
        {question.options.map((option, index) => {
          const mark = optionMark(answer, option.id);
          return (
            <li key={option.id}>
              <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-board-200 bg-white px-3 py-2.5 text-board-950 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950 has-disabled:cursor-default">
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={option.id}
                  checked={(answer?.optionId ?? selected) === option.id}
                  disabled={answer !== undefined}
                  onChange={() => onSelect(option.id)}
                  className="mt-0.5 size-5 shrink-0 accent-board-700"
                />
                <span className="font-bold">{optionLetter(index)}.</span>
                <span className="min-w-0 flex-1">
                  <Markdown content={option.text} />
                </span>
                {mark ? (
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${mark.className}`}
                  >
                    {mark.text}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The photo of a handwritten solution, before it is sent (see PhotoPicker). */
export interface PhotoProps {
  photo: File | null;
  onPhoto: (file: File | null) => void;
  photoProblem: string | null;
  photoSending: PhotoSending | null;
  maxBytes: number;
}

type OpenAnswerProps = Omit<OptionsProps, 'selected' | 'onSelect'> &
  PhotoProps & { draft: string; onDraft: (text: string) => void };

function OpenAnswer({ question, answer, draft, onDraft, describedBy, ...photo }: OpenAnswerProps) {
  const id = useId();
  const hintId = question.expectsValue ? `${id}-hint` : undefined;
  if (answer?.fileUrl) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="font-medium text-board-950">Twoja odpowiedź</span>
        <AnsweredPhoto answer={answer} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-board-950">
        Twoja odpowiedź
      </label>
      {question.expectsValue ? (
        <p id={hintId} className="text-sm text-ink-muted">
          Wpisz liczbę albo wyrażenie, np. <code>0,5</code> albo <code>\frac{'{1}{2}'}</code>.
        </p>
      ) : null}
      <textarea
        id={id}
        value={answer ? answer.userAnswer : draft}
        onChange={(event) => onDraft(event.currentTarget.value)}
        readOnly={answer !== undefined}
        maxLength={ANSWER_MAX}
        rows={question.expectsValue ? 2 : 5}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
        className={`${inputClass} py-2`}
      />
      {answer ? null : (
        <div className="mt-2">
          <PhotoPicker
            photo={photo.photo}
            onPhoto={photo.onPhoto}
            problem={photo.photoProblem}
            sending={photo.photoSending}
            maxBytes={photo.maxBytes}
          />
        </div>
      )}
    </div>
  );
}

interface QuestionCardProps extends PhotoProps {
  question: QuizQuestion;
  /** Its place in the quiz (from 1) and how many questions there are. */
  number: number;
  total: number;
  answer: QuizAnswer | undefined;
  instantFeedback: boolean;
  /** The chosen option id (closed) or the typed text (open) before sending. */
  draft: string;
  onDraft: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  problem: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** One question on its own screen: its text, the options or the answer field, and sending it. */
export function QuestionCard(props: QuestionCardProps) {
  const { question, answer, draft, onDraft } = props;
  const problemId = useId();
  const describedBy = props.problem ? problemId : undefined;
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4" aria-labelledby={`${problemId}-title`}>
      <h2
        id={`${problemId}-title`}
        ref={props.headingRef}
        tabIndex={-1}
        className="text-sm font-semibold text-ink-muted outline-none"
      >
        Pytanie {props.number} z {props.total} · {formatPoints(question.points)}
      </h2>
      <div className="text-lg text-board-950">
        <Markdown content={question.question} />
      </div>
      {question.kind === 'ZAMKNIETE' ? (
        <ClosedOptions
          question={question}
          answer={answer}
          selected={draft}
          onSelect={onDraft}
          describedBy={describedBy}
        />
      ) : (
        <OpenAnswer
          question={question}
          answer={answer}
          draft={draft}
          onDraft={onDraft}
          describedBy={describedBy}
          photo={props.photo}
          onPhoto={props.onPhoto}
          photoProblem={props.photoProblem}
          photoSending={props.photoSending}
          maxBytes={props.maxBytes}
        />
      )}
      {props.problem ? (
        <div id={problemId}>
          <FormAlert>{props.problem}</FormAlert>
        </div>
      ) : null}
      {answer ? null : (
        <SubmitButton
          loading={props.pending}
          loadingText={props.instantFeedback ? 'Sprawdzanie…' : 'Zapisywanie…'}
          className="sm:w-auto sm:self-start"
        >
          {props.instantFeedback ? 'Sprawdź odpowiedź' : 'Zapisz odpowiedź'}
        </SubmitButton>
      )}
    </form>
  );
}
