import { countWords } from '@kreda/shared/essays';
import { useState } from 'react';
import type { RozprawkaType } from '../../gql/graphql.ts';
import type { EssayRewrite, EssaySegment } from './api/essay-fragments.ts';
import { PlanText, SegmentText } from './plan-text.tsx';
import { SegmentEditor } from './segment-editor.tsx';
import { SegmentProposal } from './segment-proposal.tsx';
import { type SegmentPanel, SegmentTools } from './segment-tools.tsx';
import { wordsLabel } from './text-limits.ts';

const NOTE_PREFIX = {
  SPRAWDZ_W_LEKTURZE: 'Sprawdź w lekturze',
  ODBIEGA_OD_TEMATU: 'Odbiega od tematu',
} as const;

/** The checker's warnings: a claim about a reading it could not confirm, or a part off the topic. */
function SegmentNotes({ uwagi }: { uwagi: EssaySegment['uwagi'] }) {
  if (uwagi.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {uwagi.map((uwaga, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never reorder.
          key={index}
          className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 2 1 18h18L10 2Zm-.9 6h1.8v4.5H9.1V8Zm0 6h1.8v1.8H9.1V14Z" />
          </svg>
          <p className="min-w-0 break-words">
            <strong className="font-semibold">{NOTE_PREFIX[uwaga.kind]}:</strong> {uwaga.message}
            {uwaga.quote ? <span className="mt-1 block italic">„{uwaga.quote}”</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

const SETTLED: Record<'saved' | 'accepted' | 'discarded', string> = {
  saved: 'Zapisano zmiany.',
  accepted: 'Przyjęto nową wersję.',
  discarded: 'Odrzucono propozycję.',
};

interface SegmentCardProps {
  segment: EssaySegment;
  /** "Wstęp", "Argument 2"… */
  title: string;
  mode: RozprawkaType;
  /** The first segment carries the tour's anchor. */
  first: boolean;
  rewriteTour: boolean;
  /** The essay is finished: its segments can be explained, edited and rewritten. */
  editable: boolean;
  /** The pupil's unsaved edit, if any. */
  draft: string | undefined;
  onDraft: (segmentId: string, text: string | null) => void;
}

/** One part of the essay: its text (or guidance), warnings, word count, and what can be done with it. */
export function SegmentCard({
  segment,
  title,
  mode,
  first,
  rewriteTour,
  editable,
  draft,
  onDraft,
}: SegmentCardProps) {
  const [panel, setPanel] = useState<SegmentPanel | null>(null);
  const [editing, setEditing] = useState(false);
  const [proposal, setProposal] = useState<EssayRewrite | null>(null);
  const [settled, setSettled] = useState<keyof typeof SETTLED | null>(null);
  const ownText = mode === 'HELPER';
  const titleId = `segment-${segment.id}-title`;
  const shown = draft ?? segment.content;
  const setDraft = (text: string | null) => onDraft(segment.id, text);

  const editor = (
    <SegmentEditor
      key={segment.content}
      segment={segment}
      title={title}
      ownText={ownText}
      onDraft={setDraft}
      onDone={(saved) => {
        setEditing(false);
        setSettled(saved ? 'saved' : null);
        // Back to "Edytuj", once it is on the page again.
        setTimeout(() => document.getElementById(`segment-${segment.id}-edit`)?.focus());
      }}
    />
  );
  return (
    <article
      aria-labelledby={titleId}
      data-tour={first ? 'essay-segment' : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-bold text-board-950">
          {title}
        </h3>
        <p className="text-sm text-ink-muted">
          {segment.lektura ? `Lektura: ${segment.lektura.title} – ${segment.lektura.author} · ` : ''}
          {wordsLabel(countWords(shown))}
        </p>
      </header>
      <SegmentNotes uwagi={segment.uwagi} />
      {ownText && segment.helperContent ? (
        <div className="rounded-lg border border-board-200 bg-board-50 p-3 text-board-950">
          <h4 className="mb-1 text-sm font-semibold">Wskazówki do tej części</h4>
          <PlanText text={segment.helperContent} />
        </div>
      ) : null}
      {(ownText && editable) || editing ? (
        editor
      ) : shown.trim() ? (
        <SegmentText text={shown} plan={mode === 'STRUCTURE'} />
      ) : null}
      {proposal ? (
        <SegmentProposal
          key={proposal.id}
          segment={segment}
          proposal={proposal}
          plan={mode === 'STRUCTURE'}
          onSettled={(accepted) => {
            setProposal(null);
            if (accepted) setDraft(null);
            setSettled(accepted ? 'accepted' : 'discarded');
          }}
        />
      ) : null}
      <p role="status" className="text-sm font-medium text-board-900 empty:hidden">
        {settled ? SETTLED[settled] : ''}
      </p>
      {editable ? (
        <SegmentTools
          segment={segment}
          panel={panel}
          onPanel={(next) => {
            setPanel(next);
            setSettled(null);
          }}
          onProposal={(rewrite) => {
            setProposal(rewrite);
            setSettled(null);
          }}
          ownText={ownText}
          plan={mode === 'STRUCTURE'}
          onEdit={
            ownText || editing
              ? undefined
              : () => {
                  setEditing(true);
                  setSettled(null);
                }
          }
          rewriteTour={rewriteTour}
        />
      ) : null}
    </article>
  );
}
