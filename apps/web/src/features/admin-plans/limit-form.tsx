import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { LimitInterval, LimitType, UsageAction } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { AdminLimit } from './api/plans.ts';
import { Checkbox } from './plan-form.tsx';

const TYPES = [
  { value: 'NUMBER', label: 'Określona liczba użyć' },
  { value: 'UNLIMITED', label: 'Bez limitu' },
  { value: 'NONE', label: 'Niedostępne' },
] as const;
const INTERVALS = [
  { value: 'DAY', label: 'Dziennie' },
  { value: 'MONTH', label: 'Miesięcznie' },
  { value: 'YEAR', label: 'Rocznie' },
] as const;

/** What the form sends: the action only for a new limit (an existing one keeps its action). */
export interface LimitValues {
  action?: UsageAction;
  limitType: LimitType;
  limitInterval: LimitInterval;
  visible: boolean;
  limit?: number;
}

/**
 * One limit's kind, number of uses, period and visibility; the card's text follows on the server.
 * Without `limit` it is a new one, for one of `actions` (those the plan has no limit of yet).
 */
export function LimitForm({
  limit,
  actions = [],
  onSubmit,
  onCancel,
}: {
  limit?: AdminLimit;
  actions?: readonly { value: UsageAction; label: string }[];
  onSubmit: (values: LimitValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [action, setAction] = useState<UsageAction | undefined>(actions[0]?.value);
  const [type, setType] = useState<LimitType>(limit?.limit.type ?? 'NUMBER');
  const [value, setValue] = useState(String(limit?.limit.value ?? 30));
  const [interval, setInterval] = useState<LimitInterval>(limit?.limitInterval ?? 'DAY');
  const [visible, setVisible] = useState(limit?.visible ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const uses = Number(value.trim());
    if (type === 'NUMBER' && (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(uses))) {
      setErrors({ limit: 'Podaj liczbę całkowitą, np. 30.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit({
        ...(limit ? {} : { action }),
        limitType: type,
        limitInterval: interval,
        visible,
        ...(type === 'NUMBER' ? { limit: uses } : {}),
      });
    } catch (error) {
      const found = serverFormErrors(error);
      setErrors(found.fields);
      setProblem(found.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {limit ? null : (
        <SelectField
          id={`${id}-action`}
          label="Czynność"
          value={action ?? ''}
          options={actions}
          onChange={(v) => setAction(v as UsageAction)}
          error={errors.action}
        />
      )}
      <SelectField
        id={`${id}-type`}
        label="Rodzaj limitu"
        value={type}
        options={TYPES}
        onChange={(v) => setType(v as LimitType)}
        error={errors.limitType}
      />
      {type === 'NUMBER' ? (
        <TextField
          id={`${id}-value`}
          label="Liczba użyć w okresie"
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={errors.limit}
        />
      ) : null}
      <SelectField
        id={`${id}-interval`}
        label="Okres"
        value={interval}
        options={INTERVALS}
        onChange={(v) => setInterval(v as LimitInterval)}
        error={errors.limitInterval}
      />
      <Checkbox
        id={`${id}-visible`}
        label="Widoczny na karcie planu"
        checked={visible}
        onChange={setVisible}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {limit ? 'Zapisz limit' : 'Dodaj limit'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}
