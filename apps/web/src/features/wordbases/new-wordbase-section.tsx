import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ExtractForm } from './extract-form.tsx';
import { TypedWordsForm } from './typed-words-form.tsx';
import type { NewWay, useNewWordBaseParam } from './use-new-wordbase-param.ts';
import { wordBasePaths } from './wordbase-routes.ts';

const HEADING_ID = 'new-wordbase';

const WAY_CHOICES: CardChoice<NewWay>[] = [
  { value: 'wpisz', label: 'Wpisz lub wklej', description: 'Słowa z tłumaczeniami.' },
  { value: 'ai', label: 'Słowa + AI', description: 'AI doda tłumaczenia.' },
  { value: 'materialy', label: 'Z materiałów', description: 'AI wybierze słowa.' },
];

interface NewWordBaseSectionProps {
  slug: string;
  param: ReturnType<typeof useNewWordBaseParam>;
}

/** "Nowa baza": one form, three ways to fill it (typed pairs, typed words for AI, materials). */
export function NewWordBaseSection({ slug, param }: NewWordBaseSectionProps) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a button of this page: the pupil starts at the form's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form opens.
  useEffect(() => {
    if (param.openedHere) heading.current?.focus();
  }, []);
  const way = param.way ?? 'wpisz';

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
      <div className="mb-5 flex items-start justify-between gap-3">
        <div>
          <h2
            id={HEADING_ID}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-board-950 outline-none"
          >
            Nowa baza słówek
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Słówka z języka obcego albo pojęcia z definicjami z dowolnego przedmiotu.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={param.close} className="shrink-0">
          Zamknij
        </Button>
      </div>
      <div className="flex flex-col gap-5">
        <ChoiceCards
          id={`${HEADING_ID}-way`}
          legend="Jak chcesz utworzyć bazę?"
          choices={WAY_CHOICES}
          value={way}
          onChange={param.choose}
        />
        {way === 'materialy' ? (
          <ExtractForm workspaceId={slug} headingId={HEADING_ID} onOrdered={param.close} />
        ) : (
          <TypedWordsForm
            key={way}
            mode={way === 'ai' ? 'words' : 'pairs'}
            workspaceId={slug}
            headingId={HEADING_ID}
            onSaved={async (base) => {
              // Replaces the form's step: Back from the set leads to the list, not to the form.
              await navigate(wordBasePaths.base(slug, base.id), {
                replace: true,
                state: { notice: base.notice },
              });
            }}
          />
        )}
      </div>
    </section>
  );
}
