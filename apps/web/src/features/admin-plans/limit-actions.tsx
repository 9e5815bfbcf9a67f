import { USAGE_ACTIONS } from '@kreda/shared/enums';
import { USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { type AdminLimit, type AdminPlan, usePlanChanges } from './api/plans.ts';
import { LimitForm } from './limit-form.tsx';

/** "Dodaj limit": a limit of an action the plan has none of yet (createLimit). */
export function NewLimit({ plan, note }: { plan: AdminPlan; note: React.ReactNode }) {
  const { createLimit } = usePlanChanges();
  const [open, setOpen] = useState(false);
  const taken = new Set(plan.limits.map((limit) => limit.action));
  const actions = USAGE_ACTIONS.filter((action) => !taken.has(action)).map((action) => ({
    value: action,
    label: USAGE_ACTION_LABELS[action],
  }));
  if (actions.length === 0) return null;
  if (!open) {
    return (
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`Dodaj limit do planu ${plan.name}`}
        >
          Dodaj limit
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 border-t border-board-100 pt-3">
      {note}
      <LimitForm
        actions={actions}
        onCancel={() => setOpen(false)}
        onSubmit={async ({ action, ...values }) => {
          if (!action) return;
          await createLimit.mutateAsync({ planId: plan.id, action, ...values });
          setOpen(false);
        }}
      />
    </div>
  );
}

/** "Kopiuj do planu": the same settings for another plan, replacing its limit of the action. */
export function CopyLimit({
  limit,
  plans,
  onDone,
}: {
  limit: AdminLimit;
  plans: readonly { id: string; name: string }[];
  onDone: () => void;
}) {
  const { copyLimit } = usePlanChanges();
  const id = useId();
  const [target, setTarget] = useState(plans[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await copyLimit.mutateAsync({ limitId: limit.id, planId: target });
      onDone();
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <SelectField
        id={`${id}-plan`}
        label="Plan, który dostanie taki sam limit"
        value={target}
        options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        onChange={setTarget}
      />
      <p className="text-sm text-ink-muted">
        Jeśli ten plan ma już limit tej czynności, zostanie on zastąpiony. Limity pozostaną niezależne.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={copyLimit.isPending || !target}>
          Kopiuj limit
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}
