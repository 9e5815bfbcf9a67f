import { countWords } from '@kreda/shared/essays';
import { TEXT_ACTION_LABELS } from '@kreda/shared/labels';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AiProblem } from './ai-problem.tsx';
import type { EssayRewrite, EssaySegment } from './api/essay-fragments.ts';
import { useUpdateSegmentStatus } from './api/update-segment-status.ts';
import { SegmentText } from './plan-text.tsx';
import { wordsLabel } from './text-limits.ts';

/** Where a proposal came from: the pupil's instruction or a text action. */
export function rewriteOrigin(rewrite: Pick<EssayRewrite, 'instruction' | 'action'>): string {
  if (rewrite.instruction) return `Polecenie: „${rewrite.instruction}”`;
  if (rewrite.action) return TEXT_ACTION_LABELS[rewrite.action];
  return 'Nowa wersja';
}

function Version({ title, text, plan }: { title: string; text: string; plan: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-board-200 bg-white p-3">
      <h5 className="text-sm font-semibold text-board-950">
        {title} <span className="font-normal text-ink-muted">({wordsLabel(countWords(text))})</span>
      </h5>
      <SegmentText text={text} plan={plan} />
    </div>
  );
}

/**
 * A proposed new version beside the current text, with "Przyjmij" (it replaces the text; the old
 * one stays in the history) and "Odrzuć". A failure leaves both as they were.
 */
export function SegmentProposal({
  segment,
  proposal,
  plan,
  onSettled,
}: {
  segment: EssaySegment;
  proposal: EssayRewrite;
  /** The text is a plan (STRUCTURE): its bullets are shown as a list. */
  plan: boolean;
  onSettled: (accepted: boolean) => void;
}) {
  const decide = useUpdateSegmentStatus();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new proposal arrived: the pupil is taken to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const settle = async (discarded: boolean) => {
    try {
      await decide.mutateAsync({ id: proposal.id, discarded });
      onSettled(!discarded);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  const titleId = `proposal-${proposal.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-2 border-chalk-yellow bg-amber-50 p-3"
    >
      <div>
        <h4 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-board-950 outline-none">
          Propozycja zmiany
        </h4>
        <p className="text-sm break-words text-ink-muted">{rewriteOrigin(proposal)}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Version title="Obecna wersja" text={segment.content} plan={plan} />
        <Version title="Propozycja" text={proposal.content} plan={plan} />
      </div>
      {decide.isError ? <AiProblem error={decide.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => void settle(false)}>
          {decide.isPending && decide.variables?.discarded === false ? 'Zapisywanie…' : 'Przyjmij'}
        </Button>
        <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => void settle(true)}>
          Odrzuć
        </Button>
      </div>
    </section>
  );
}
