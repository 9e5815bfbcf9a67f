import type { Ref } from 'react';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { QuizAnswer, QuizQuestion } from './api/quiz-fragments.ts';
import { QuizCitation } from './quiz-citation.tsx';
import { formatPoints, optionLetter } from './quiz-labels.ts';

type Verdict = 'right' | 'partly' | 'wrong';

function verdictOf(answer: QuizAnswer): Verdict {
  if (answer.isCorrect) return 'right';
  if (answer.points !== null && answer.points > 0) return 'partly';
  return 'wrong';
}

const VERDICTS: Record<Verdict, { text: string; className: string }> = {
  right: { text: 'Dobrze!', className: 'border-green-700 bg-green-50 text-green-900' },
  partly: { text: 'Częściowo dobrze', className: 'border-amber-600 bg-amber-50 text-amber-950' },
  wrong: { text: 'Źle', className: 'border-red-700 bg-red-50 text-red-900' },
};

/** The key of a closed question: "B. <text of the option>", or the server's text of it. */
function CorrectAnswer({
  answer,
  question,
  Sub,
}: {
  answer: QuizAnswer;
  question: QuizQuestion;
  Sub: SubHeading;
}) {
  const index = question.options.findIndex((option) => option.id === answer.correctOptionId);
  const option = question.options[index];
  const text = option ? `${optionLetter(index)}. ${option.text}` : answer.correctAnswer;
  if (!text) return null;
  return (
    <div>
      <Sub className="text-sm font-semibold text-board-950">Poprawna odpowiedź</Sub>
      <Markdown content={text} />
    </div>
  );
}

/** A titled part of the feedback (its heading one level below the verdict). */
function Part({ title, content, Sub }: { title: string; content: string; Sub: SubHeading }) {
  return (
    <div>
      <Sub className="text-sm font-semibold text-board-950">{title}</Sub>
      <Markdown content={content} />
    </div>
  );
}

type SubHeading = 'h4' | 'h5';

interface AnswerFeedbackProps {
  answer: QuizAnswer;
  question: QuizQuestion;
  slug: string;
  /** The verdict's heading level: 3 under a question's h2 (the attempt), 4 under an h3 (the result). */
  level?: 3 | 4;
  /** The verdict's heading, focused when the verdict arrives after an answer. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Right or wrong, the points, the correct answer, the AI review, the explanation and the source. */
export function AnswerFeedback({ answer, question, slug, headingRef, level = 3 }: AnswerFeedbackProps) {
  const Verdict = level === 3 ? 'h3' : 'h4';
  const Sub: SubHeading = level === 3 ? 'h4' : 'h5';
  if (answer.isReviewing) {
    return (
      <div className="rounded-xl border border-board-200 bg-board-50 p-4">
        <Spinner label="AI ocenia odpowiedź…" />
      </div>
    );
  }
  if (answer.isCorrect === null && answer.points === null) return null;
  const verdict = VERDICTS[verdictOf(answer)];
  const closed = question.kind === 'ZAMKNIETE';
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border-l-4 p-4 ${verdict.className}`}
      data-testid="feedback"
    >
      <Verdict
        ref={headingRef}
        tabIndex={-1}
        className="flex flex-wrap items-baseline gap-x-3 text-lg font-bold outline-none"
      >
        <span>{verdict.text}</span>
        {answer.points !== null ? (
          <span className="text-base font-semibold">
            {formatPoints(answer.points)} z {answer.maxPoints}
          </span>
        ) : null}
      </Verdict>
      <div className="flex flex-col gap-3 text-ink">
        {closed && !answer.isCorrect ? <CorrectAnswer answer={answer} question={question} Sub={Sub} /> : null}
        {!closed && answer.review ? (
          <>
            <Part title="Co jest dobrze" content={answer.review.good} Sub={Sub} />
            <Part title="Czego brakuje" content={answer.review.missing} Sub={Sub} />
            <Part title="Wzorcowa odpowiedź" content={answer.review.modelAnswer} Sub={Sub} />
          </>
        ) : null}
        {!closed && !answer.review && answer.correctAnswer ? (
          <Part title="Poprawna odpowiedź" content={answer.correctAnswer} Sub={Sub} />
        ) : null}
        {answer.explanation ? <Part title="Wyjaśnienie" content={answer.explanation} Sub={Sub} /> : null}
        {answer.citation ? <QuizCitation citation={answer.citation} slug={slug} /> : null}
      </div>
    </div>
  );
}
