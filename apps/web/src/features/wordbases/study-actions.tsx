import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { WordBaseSessionType } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useSessions } from './api/get-sessions.ts';
import { useStartSession } from './api/start-session.ts';
import type { WordBase, WordBaseSessionSummary } from './api/wordbase-fragments.ts';
import { SESSION_TYPE_WORDS } from './wordbase-labels.ts';
import { wordBasePaths } from './wordbase-routes.ts';

/** Where a session is studied: its flashcards or its exercises. */
export const sessionPath = (
  slug: string,
  session: Pick<WordBaseSessionSummary, 'id' | 'wordBaseId' | 'wordBaseSessionType'>,
) =>
  session.wordBaseSessionType === 'EXERCISE'
    ? wordBasePaths.exercises(slug, session.wordBaseId, session.id)
    : wordBasePaths.flashcards(slug, session.wordBaseId, session.id);

/** The newest session left unfinished, which the set offers to finish. */
function useUnfinished(wordBaseId: string) {
  const sessions = useSessions(wordBaseId);
  return sessions.data?.find((session) => !session.isFinished) ?? null;
}

function Unfinished({ slug, session }: { slug: string; session: WordBaseSessionSummary }) {
  const done = session.answers.length;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-board-200 bg-board-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-board-900">
        Niedokończona sesja: {SESSION_TYPE_WORDS[session.wordBaseSessionType]}, {done} z {session.wordCount}.
      </p>
      <Link
        to={sessionPath(slug, session)}
        className={buttonClass('primary', 'md', 'self-start sm:shrink-0')}
      >
        Dokończ sesję
      </Link>
    </div>
  );
}

/** "Ucz się fiszkami" and "Ćwiczenia z AI" (which AI writes for a few seconds), or finish the last session. */
export function StudyActions({ base, slug }: { base: WordBase; slug: string }) {
  const start = useStartSession();
  const navigate = useNavigate();
  const unfinished = useUnfinished(base.id);
  const [problem, setProblem] = useState<string | null>(null);
  const empty = base.wordCount === 0;

  const begin = async (type: WordBaseSessionType) => {
    setProblem(null);
    try {
      const session = await start.mutateAsync({ wordBaseId: base.id, wordBaseSessionType: type });
      await navigate(sessionPath(slug, session));
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    }
  };
  const starting = start.isPending ? start.variables.wordBaseSessionType : null;

  return (
    <section
      aria-labelledby="study-title"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="study-title" className="text-lg font-bold text-board-950">
        Nauka
      </h2>
      {unfinished ? <Unfinished slug={slug} session={unfinished} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => void begin('WORD')}
          disabled={empty || starting !== null}
          aria-busy={starting === 'WORD' || undefined}
        >
          {starting === 'WORD' ? 'Przygotowywanie fiszek…' : 'Ucz się fiszkami'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void begin('EXERCISE')}
          disabled={empty || starting !== null}
          aria-busy={starting === 'EXERCISE' || undefined}
        >
          Ćwiczenia z AI
        </Button>
      </div>
      {starting === 'EXERCISE' ? (
        <Spinner label="AI przygotowuje ćwiczenia… To może potrwać kilka sekund." className="text-sm" />
      ) : null}
      {empty ? <p className="text-sm text-ink-muted">Dodaj słowa, żeby zacząć naukę.</p> : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Link
        to={wordBasePaths.history(slug, base.id)}
        className="inline-flex min-h-10 items-center self-start text-sm font-medium text-board-800 underline"
      >
        Historia nauki
      </Link>
    </section>
  );
}
