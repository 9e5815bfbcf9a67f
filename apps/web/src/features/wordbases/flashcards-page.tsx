import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from './api/get-session.ts';

export { prefetchSessionPage as prefetch } from './api/get-session.ts';

import { useWordBase } from './api/get-wordbase.ts';
import { useStartSession } from './api/start-session.ts';
import type { WordBase, WordBaseSession } from './api/wordbase-fragments.ts';
import { Flashcard } from './flashcard.tsx';
import { FlashcardSummary } from './flashcard-summary.tsx';
import { RatingButtons } from './rating-buttons.tsx';
import { SessionFrame } from './session-frame.tsx';
import { useFlashcards } from './use-flashcards.ts';
import { useSpeech } from './use-speech.ts';
import { wordBasePaths } from './wordbase-routes.ts';

interface CardsProps {
  session: WordBaseSession;
  base: WordBase | undefined;
  slug: string;
}

function Cards({ session, base, slug }: CardsProps) {
  const cards = useFlashcards(session);
  const speech = useSpeech(base?.type === 'Language' ? base.languageCode : null);
  const start = useStartSession();
  const navigate = useNavigate();
  const backTo = wordBasePaths.base(slug, session.wordBaseId);
  const other = base?.type === 'Other';

  if (cards.done || !cards.current)
    return (
      <FlashcardSummary
        session={session}
        backTo={backTo}
        starting={start.isPending}
        onAgain={() =>
          void start
            .mutateAsync({ wordBaseId: session.wordBaseId, wordBaseSessionType: 'WORD' })
            .then((next) =>
              navigate(wordBasePaths.flashcards(slug, next.wordBaseId, next.id), { replace: true }),
            )
        }
      />
    );

  const position = Math.min(cards.answered + 1, cards.total);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-board-950" data-testid="flashcard-position">
          {position} / {cards.total}
        </p>
        <ProgressBar
          label="Postęp sesji"
          value={cards.answered}
          max={cards.total}
          valueText={`Ocenione: ${cards.answered} z ${cards.total}`}
        />
      </div>
      <Flashcard
        key={cards.current.id}
        card={cards.current}
        flipped={cards.flipped}
        onFlip={cards.flip}
        onRate={cards.rate}
        disabled={cards.pending}
        frontName={other ? 'Pojęcie' : 'Słowo'}
        backName={other ? 'Definicja' : 'Tłumaczenie'}
        cardRef={cards.card}
      />
      {speech.available ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => cards.current && speech.speak(cards.current.word)}
        >
          Posłuchaj
        </Button>
      ) : null}
      <RatingButtons onRate={cards.rate} disabled={cards.pending} />
      {cards.problem ? <FormAlert>{cards.problem}</FormAlert> : null}
      <Button
        variant="ghost"
        className="self-start"
        onClick={cards.finish}
        disabled={cards.pending}
        aria-busy={cards.finishing || undefined}
      >
        {cards.finishing ? 'Kończenie…' : 'Zakończ'}
      </Button>
    </div>
  );
}

/** /workspace/{slug}/wordbase/{id}/fiszki/{sessionId}: a flashcard session, resumed on reload. */
export function Component() {
  const { slug = '', id = '', sessionId = '' } = useParams();
  const base = useWordBase(id);
  const session = useSession(sessionId);
  const name = base.data?.name ?? 'Baza słówek';
  useDocumentTitle(`Fiszki – ${name}`);
  return (
    <SessionFrame
      title={`Fiszki: ${name}`}
      backTo={wordBasePaths.base(slug, id)}
      backLabel={name}
      query={session}
    >
      {(data) => <Cards key={data.id} session={data} base={base.data} slug={slug} />}
    </SessionFrame>
  );
}
