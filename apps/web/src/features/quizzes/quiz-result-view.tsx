import { celebration } from '@kreda/shared/celebrate';
import { pluralPl } from '@kreda/shared/form-messages';
import { formatNumberPl } from '@kreda/shared/numbers';
import { useEffect, useRef } from 'react';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AnswerFeedback } from './answer-feedback.tsx';
import type { Quiz, QuizAnswer, QuizQuestion, QuizResult } from './api/quiz-fragments.ts';
import { ContinueActions } from './continue-actions.tsx';
import { AnsweredPhoto } from './lazy-answer-photo.tsx';
import { formatPoints, isMistake, optionLetter } from './quiz-labels.ts';
import { QuizNotice } from './quiz-notice.tsx';
import { orderedQuestions } from './use-attempt.ts';

/** What the pupil answered: the chosen option with its letter, the typed text, or nothing. */
function GivenAnswer({ question, answer }: { question: QuizQuestion; answer: QuizAnswer | undefined }) {
  const index = question.options.findIndex((option) => option.id === answer?.optionId);
  const option = question.options[index];
  if (!answer || (!option && !answer.userAnswer.trim())) {
    return <p className="text-ink-muted">Twoja odpowiedź: brak (0 pkt)</p>;
  }
  return (
    <div>
      <p className="text-sm font-semibold text-board-950">Twoja odpowiedź</p>
      {option ? (
        <Markdown content={`${optionLetter(index)}. ${option.text}`} />
      ) : answer.fileUrl ? (
        <AnsweredPhoto answer={answer} />
      ) : (
        <p className="break-words whitespace-pre-wrap">{answer.userAnswer}</p>
      )}
    </div>
  );
}

function ReviewedQuestion(props: {
  question: QuizQuestion;
  number: number;
  answer: QuizAnswer | undefined;
  slug: string;
}) {
  const { question, answer } = props;
  const titleId = `question-${question.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
      >
        <h3 id={titleId} className="text-sm font-semibold text-ink-muted">
          Pytanie {props.number} · {formatPoints(question.points)}
        </h3>
        <div className="text-board-950">
          <Markdown content={question.question} />
        </div>
        <GivenAnswer question={question} answer={answer} />
        {answer ? <AnswerFeedback answer={answer} question={question} slug={props.slug} level={4} /> : null}
      </article>
    </li>
  );
}

/**
 * What went well, first: a warm line for the score and how many questions were right, then what to
 * do next (the actions below). Said once the score is known.
 */
function WentWell({ result, right, total }: { result: QuizResult; right: number; total: number }) {
  if (result.percent === null) return null;
  return (
    <div data-testid="quiz-celebration">
      <p className="text-lg font-semibold text-board-950">{celebration(result.percent)}</p>
      <p className="text-ink-muted">
        {right === total
          ? `Wszystkie ${total} ${pluralPl(total, 'pytanie', 'pytania', 'pytań')} bez błędu.`
          : `Dobrze: ${right} z ${total} ${pluralPl(total, 'pytania', 'pytań', 'pytań')}. Powtórka błędów utrwali resztę.`}
      </p>
    </div>
  );
}

/** The score in points and percent, or why it is not known yet. */
function Score({ result }: { result: QuizResult }) {
  if (result.score === null) {
    return <p className="text-ink-muted">Wynik pojawi się, gdy AI oceni odpowiedzi otwarte.</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-3" data-testid="quiz-score">
      <span className="text-3xl font-bold text-board-950">
        {formatNumberPl(result.score, 2)} / {result.maxScore} pkt
      </span>
      {result.percent !== null ? (
        <span className="text-xl font-semibold text-board-800">{result.percent}%</span>
      ) : null}
    </p>
  );
}

/** A finished attempt: the score, "Kolejny quiz" / "Powtórz błędy", then every question with its feedback. */
export function QuizResultView({ quiz, result, slug }: { quiz: Quiz; result: QuizResult; slug: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const questions = orderedQuestions(quiz);
  const answers = new Map(result.quizAnswers.map((answer) => [answer.questionId, answer]));
  const right = questions.filter((question) => {
    const answer = answers.get(question.id);
    return answer && !isMistake(answer);
  }).length;
  const hasMistakes = right < questions.length;

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="quiz-result"
        className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2
          id="quiz-result"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold text-board-950 outline-none"
        >
          Twój wynik
        </h2>
        <WentWell result={result} right={right} total={questions.length} />
        <Score result={result} />
        {result.isReviewing ? (
          <Spinner label="AI jeszcze ocenia odpowiedzi otwarte – wynik może się zmienić." />
        ) : null}
        <ContinueActions
          slug={slug}
          quizFlowId={quiz.quizFlowId}
          quizResultId={result.id}
          hasMistakes={hasMistakes}
        />
      </section>
      <QuizNotice notice={quiz.notice} />
      <section aria-labelledby="quiz-answers" className="flex flex-col gap-3">
        <h2 id="quiz-answers" className="text-lg font-bold text-board-950">
          Pytania i odpowiedzi
        </h2>
        <ol className="flex flex-col gap-3">
          {questions.map((question, index) => (
            <ReviewedQuestion
              key={question.id}
              question={question}
              number={index + 1}
              answer={answers.get(question.id)}
              slug={slug}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
