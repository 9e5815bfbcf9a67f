import { pluralPl } from '@kreda/shared/form-messages';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Dialog, DialogFooter } from '../../components/ui/dialog.tsx';
import { AnswerFeedback } from './answer-feedback.tsx';
import type { Quiz, QuizResult } from './api/quiz-fragments.ts';
import { QuestionCard } from './question-card.tsx';
import { useAttempt } from './use-attempt.ts';

/** "Pytanie 3 / 10", the mode, and a bar of how many questions have an answer. */
function AttemptProgress({
  number,
  total,
  answered,
  instantFeedback,
}: {
  number: number;
  total: number;
  answered: number;
  instantFeedback: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-board-950" data-testid="quiz-position">
          {number} / {total}
        </span>
        <span className="text-ink-muted">{instantFeedback ? 'Tryb nauki' : 'Tryb sprawdzianu'}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Odpowiedzi"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`Odpowiedziano na ${answered} z ${total}`}
        className="h-2.5 overflow-hidden rounded-full bg-board-100"
      >
        <div
          className="h-full rounded-full bg-board-700 motion-safe:transition-[width]"
          style={{ width: `${total === 0 ? 0 : (answered / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

function FinishDialog({
  unanswered,
  onConfirm,
  onClose,
}: {
  unanswered: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const back = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      variant="alert"
      role="alertdialog"
      title="Zakończyć quiz?"
      description={`${unanswered} ${pluralPl(unanswered, 'pytanie jest', 'pytania są', 'pytań jest')} bez odpowiedzi – za nie dostaniesz 0 punktów.`}
      initialFocus={back}
      onClose={onClose}
    >
      <DialogFooter>
        <button ref={back} type="button" className={buttonClass('secondary')} onClick={onClose}>
          Wróć do pytań
        </button>
        <Button onClick={onConfirm}>Zakończ quiz</Button>
      </DialogFooter>
    </Dialog>
  );
}

/** An attempt in progress: one question per screen, its verdict in practice mode, and the end. */
export function QuizAttempt({ quiz, result, slug }: { quiz: Quiz; result: QuizResult; slug: string }) {
  const attempt = useAttempt(quiz, result);
  const [confirming, setConfirming] = useState(false);
  const { question, answer, index, questions } = attempt;
  if (!question) return <p className="text-ink-muted">Ten quiz nie ma pytań.</p>;
  const total = questions.length;
  const last = index === total - 1;
  const unanswered = total - attempt.answeredCount;
  const finish = () => (unanswered > 0 ? setConfirming(true) : attempt.end());

  return (
    <div className="flex flex-col gap-5">
      <AttemptProgress
        number={index + 1}
        total={total}
        answered={attempt.answeredCount}
        instantFeedback={result.instantFeedback}
      />
      <QuestionCard
        key={question.id}
        question={question}
        number={index + 1}
        total={total}
        answer={answer}
        instantFeedback={result.instantFeedback}
        draft={attempt.draft}
        onDraft={attempt.setDraft}
        onSubmit={attempt.send}
        pending={attempt.sending}
        problem={attempt.problem}
        {...attempt.photo}
        headingRef={attempt.questionHeading}
      />
      {answer && result.instantFeedback ? (
        <AnswerFeedback answer={answer} question={question} slug={slug} headingRef={attempt.verdictHeading} />
      ) : null}
      {answer && !result.instantFeedback ? (
        <p role="status" className="rounded-xl border border-board-200 bg-board-50 p-3 text-board-900">
          Odpowiedź zapisana. Wynik zobaczysz po zakończeniu quizu.
        </p>
      ) : null}
      <nav
        aria-label="Pytania quizu"
        className="flex flex-wrap items-center gap-2 border-t border-board-100 pt-4"
      >
        <Button variant="secondary" onClick={() => attempt.goTo(index - 1)} disabled={index === 0}>
          Poprzednie
        </Button>
        {last ? null : (
          // Skipping and going on are two actions: a fresh button each, so its colours swap at once
          // instead of fading through an unreadable middle.
          <Button
            key={answer ? 'next' : 'skip'}
            variant={answer ? 'primary' : 'secondary'}
            onClick={() => attempt.goTo(index + 1)}
          >
            {answer ? 'Następne pytanie' : 'Pomiń'}
          </Button>
        )}
        <Button
          variant={last || unanswered === 0 ? 'primary' : 'ghost'}
          className="ml-auto"
          onClick={finish}
          disabled={attempt.ending}
          aria-busy={attempt.ending || undefined}
        >
          {attempt.ending ? 'Kończenie…' : 'Zakończ quiz'}
        </Button>
      </nav>
      {confirming ? (
        <FinishDialog
          unanswered={unanswered}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            attempt.end();
          }}
        />
      ) : null}
    </div>
  );
}
