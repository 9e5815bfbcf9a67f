import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import type { EssayRewrite, EssaySegment } from './api/essay-fragments.ts';
import { useGenerateExplanation } from './api/generate-explanation.ts';
import { SegmentAiActions } from './segment-ai-actions.tsx';
import { ExplanationPanel } from './segment-explanation.tsx';
import { SegmentHistory } from './segment-history.tsx';
import { SegmentRewriteForm } from './segment-rewrite-form.tsx';

export type SegmentPanel = 'explain' | 'rewrite' | 'actions' | 'history';

interface SegmentToolsProps {
  segment: EssaySegment;
  /** The open panel (one at a time). */
  panel: SegmentPanel | null;
  onPanel: (panel: SegmentPanel | null) => void;
  onProposal: (rewrite: EssayRewrite) => void;
  /** HELPER mode: the text is the pupil's own (empty until written). */
  ownText: boolean;
  /** STRUCTURE mode: the text is a plan. */
  plan: boolean;
  /** "Edytuj" opens the editor in place of the text; missing while it is open or always open. */
  onEdit?: (() => void) | undefined;
  /** The tour's anchor for the rewrite form sits on one segment only. */
  rewriteTour: boolean;
}

function Toggle(props: {
  panel: SegmentPanel;
  open: SegmentPanel | null;
  controls: string;
  onClick: () => void;
  children: ReactNode;
  tour?: string | undefined;
  disabled?: boolean;
}) {
  const expanded = props.open === props.panel;
  return (
    <button
      type="button"
      data-tour={props.tour}
      aria-expanded={expanded}
      aria-controls={props.controls}
      disabled={props.disabled}
      onClick={props.onClick}
      className={buttonClass(expanded ? 'primary' : 'secondary', 'sm')}
    >
      {props.children}
    </button>
  );
}

/** The segment's actions in one row, and the open one's panel under it. */
export function SegmentTools({
  segment,
  panel,
  onPanel,
  onProposal,
  ownText,
  plan,
  onEdit,
  rewriteTour,
}: SegmentToolsProps) {
  const explain = useGenerateExplanation();
  const panelId = `segment-${segment.id}-panel`;
  const empty = !segment.content.trim();
  const toggle = (next: SegmentPanel) => onPanel(panel === next ? null : next);
  const props = { open: panel, controls: panelId };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Toggle
          {...props}
          panel="explain"
          onClick={() => {
            toggle('explain');
            if (panel !== 'explain' && !segment.explanation && !explain.isPending) explain.mutate(segment.id);
          }}
        >
          Wyjaśnij
        </Toggle>
        {onEdit ? (
          <button
            id={`segment-${segment.id}-edit`}
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={onEdit}
          >
            Edytuj
          </button>
        ) : null}
        <Toggle
          {...props}
          panel="rewrite"
          tour={rewriteTour ? 'essay-rewrite-form' : undefined}
          onClick={() => toggle('rewrite')}
          disabled={empty}
        >
          Zmień z instrukcją
        </Toggle>
        <Toggle {...props} panel="actions" onClick={() => toggle('actions')} disabled={empty}>
          Popraw z AI
        </Toggle>
        <Toggle {...props} panel="history" onClick={() => toggle('history')}>
          Historia zmian
        </Toggle>
      </div>
      {empty && ownText ? (
        <p className="text-sm text-ink-muted">
          Gdy napiszesz i zapiszesz tu swój tekst, AI pomoże Ci go poprawić.
        </p>
      ) : null}
      <div id={panelId} className="empty:hidden">
        {panel === 'explain' ? (
          <div aria-live="polite">
            <ExplanationPanel
              segment={segment}
              pending={explain.isPending}
              error={explain.error}
              onExplain={() => explain.mutate(segment.id)}
            />
          </div>
        ) : panel === 'rewrite' ? (
          <SegmentRewriteForm segment={segment} onProposal={onProposal} />
        ) : panel === 'actions' ? (
          <SegmentAiActions segment={segment} onProposal={onProposal} />
        ) : panel === 'history' ? (
          <SegmentHistory segment={segment} plan={plan} />
        ) : null}
      </div>
    </div>
  );
}
