import { formatRelativeDate } from '@kreda/shared/dates';
import { WORD_RATING_LABELS } from '@kreda/shared/labels';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSessions } from './api/get-sessions.ts';
import { useWordBase } from './api/get-wordbase.ts';
import { useWordBaseHistory, type WordWithHistory } from './api/get-wordbase-history.ts';
import type { WordBaseSessionSummary } from './api/wordbase-fragments.ts';
import { sessionScore } from './flashcard-summary.tsx';
import { sessionPath } from './study-actions.tsx';
import {
  daysLabel,
  formatDuration,
  reviewStateLabel,
  SESSION_TYPE_LABELS,
  SESSION_TYPE_WORDS,
  wordsLabel,
} from './wordbase-labels.ts';
import { wordBasePaths } from './wordbase-routes.ts';

const summaryClass =
  'flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-board-50 [&::-webkit-details-marker]:hidden';

function answerText(answer: WordBaseSessionSummary['answers'][number]): string {
  if (answer.rating) return WORD_RATING_LABELS[answer.rating];
  if (answer.isCorrect === null || answer.isCorrect === undefined) return 'bez odpowiedzi';
  return answer.isCorrect ? 'dobrze' : 'źle';
}

function SessionRow({ session, slug }: { session: WordBaseSessionSummary; slug: string }) {
  const facts = [
    SESSION_TYPE_LABELS[session.wordBaseSessionType],
    session.isFinished ? `wynik ${sessionScore(session)}%` : 'niedokończona',
    formatDuration(session.time),
    wordsLabel(session.wordCount),
  ];
  return (
    <li className="border-t border-board-100 first:border-t-0">
      <details>
        <summary className={summaryClass}>
          <span className="min-w-0">
            <span className="block font-semibold text-board-950">
              {formatRelativeDate(session.createdAt)}
            </span>
            <span className="block text-sm text-ink-muted">{facts.join(' · ')}</span>
          </span>
          <span aria-hidden="true" className="text-ink-muted">
            ▾
          </span>
        </summary>
        <div className="flex flex-col gap-2 px-2 pb-3">
          {session.answers.length === 0 ? (
            <p className="text-sm text-ink-muted">Brak odpowiedzi.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {session.answers.map((answer) => (
                <li key={answer.id} className="break-words">
                  <strong>{answer.word}</strong>: {answerText(answer)}
                </li>
              ))}
            </ul>
          )}
          {session.isFinished ? null : (
            <Link
              to={sessionPath(slug, session)}
              className="self-start text-sm font-medium text-board-800 underline"
            >
              Dokończ sesję
            </Link>
          )}
        </div>
      </details>
    </li>
  );
}

function WordRow({ word }: { word: WordWithHistory }) {
  return (
    <li className="border-t border-board-100 first:border-t-0">
      <details>
        <summary className={summaryClass}>
          <span className="min-w-0 break-words">
            <span className="font-semibold text-board-950">{word.word}</span>
            <span className="text-ink-muted"> – {word.translation}</span>
            <span className="block text-sm text-board-800">
              {reviewStateLabel(word)} · ocen: {word.history.length}
            </span>
          </span>
          <span aria-hidden="true" className="text-ink-muted">
            ▾
          </span>
        </summary>
        <div className="px-2 pb-3">
          {word.history.length === 0 ? (
            <p className="text-sm text-ink-muted">To słowo nie było jeszcze ćwiczone.</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {word.history.map((review) => (
                <li key={`${review.reviewedAt}-${review.rating}`}>
                  {formatRelativeDate(review.reviewedAt)}:{' '}
                  <strong>{WORD_RATING_LABELS[review.rating]}</strong>
                  {review.wordBaseSessionType ? ` (${SESSION_TYPE_WORDS[review.wordBaseSessionType]})` : ''}
                  {' · '}następna powtórka za {daysLabel(review.scheduledDays)}
                </li>
              ))}
            </ol>
          )}
        </div>
      </details>
    </li>
  );
}

function Sessions({ wordBaseId, slug }: { wordBaseId: string; slug: string }) {
  const sessions = useSessions(wordBaseId);
  if (sessions.isPending) return <Spinner label="Wczytywanie sesji…" />;
  if (sessions.isError)
    return (
      <p role="alert" className="text-red-800">
        {sessions.error.message}
      </p>
    );
  if (sessions.data.length === 0)
    return <p className="text-ink-muted">Nie było jeszcze żadnej sesji nauki.</p>;
  return (
    <ul className="flex flex-col">
      {sessions.data.map((session) => (
        <SessionRow key={session.id} session={session} slug={slug} />
      ))}
    </ul>
  );
}

function Words({ wordBaseId }: { wordBaseId: string }) {
  const history = useWordBaseHistory(wordBaseId);
  if (history.isPending) return <Spinner label="Wczytywanie słów…" />;
  if (history.isError)
    return (
      <p role="alert" className="text-red-800">
        {history.error.message}
      </p>
    );
  return (
    <ul className="flex flex-col">
      {history.data.words.map((word) => (
        <WordRow key={word.id} word={word} />
      ))}
    </ul>
  );
}

/** /workspace/{slug}/wordbase/{id}/historia: the set's sessions with their answers, and each word's ratings. */
export function Component() {
  const { slug = '', id = '' } = useParams();
  const base = useWordBase(id);
  const name = base.data?.name ?? 'Baza słówek';
  useDocumentTitle(`Historia – ${name}`);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <Link
        to={wordBasePaths.base(slug, id)}
        className="self-start text-sm font-medium break-words text-board-800 underline"
      >
        ← {name}
      </Link>
      <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">Historia nauki: {name}</h1>
      <section
        aria-labelledby="history-sessions"
        className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="history-sessions" className="text-lg font-bold text-board-950">
          Sesje
        </h2>
        <Sessions wordBaseId={id} slug={slug} />
      </section>
      <section
        aria-labelledby="history-words"
        className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="history-words" className="text-lg font-bold text-board-950">
          Słowa i ich oceny
        </h2>
        <Words wordBaseId={id} />
      </section>
    </div>
  );
}
