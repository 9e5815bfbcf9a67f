import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { usePlanChoices } from './api/get-user-subscriptions.ts';
import { useUserPlanChanges } from './api/user-plan-changes.ts';
import { endOfDay, todayInput } from './date-input.ts';

// "Przyznaj plan": a plan from every plan (hidden ones too) for ever, for 1, 3 or 12 months, or
// until a chosen day. The server ends the user's earlier grant; a Stripe subscription stays.

const DURATIONS = [
  { value: 'forever', label: 'Bez końca' },
  { value: 'month', label: '1 miesiąc' },
  { value: 'month_3', label: '3 miesiące' },
  { value: 'month_12', label: '12 miesięcy' },
  { value: 'until', label: 'Do wybranego dnia' },
] as const;
type Duration = (typeof DURATIONS)[number]['value'];

const MONTHS: Partial<Record<Duration, number>> = { month: 1, month_3: 3, month_12: 12 };

/** The grant's end and billing period for the chosen duration; a message when the day is missing. */
function grantOf(duration: Duration, day: string): { expiresAt?: string; billingInterval?: string } | string {
  const months = MONTHS[duration];
  if (months) {
    const end = new Date();
    end.setMonth(end.getMonth() + months);
    return { expiresAt: end.toISOString(), billingInterval: duration };
  }
  if (duration === 'until') {
    const end = endOfDay(day);
    if (!end) return 'Wybierz dzień, do którego plan obowiązuje.';
    if (end.getTime() <= Date.now()) return 'Wybierz dzień w przyszłości.';
    return { expiresAt: end.toISOString() };
  }
  return {};
}

export function AssignPlanForm({ userId }: { userId: string }) {
  const id = useId();
  const plans = usePlanChoices();
  const { assign } = useUserPlanChanges(userId);
  const [planId, setPlanId] = useState('');
  const [duration, setDuration] = useState<Duration>('forever');
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const options = (plans.data ?? []).map((plan) => ({
    value: plan.id,
    label: plan.visible ? plan.name : `${plan.name} (ukryty)`,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const grant = grantOf(duration, day);
    const local: Record<string, string> = {};
    if (!planId) local.planId = 'Wybierz plan.';
    if (typeof grant === 'string') local.expiresAt = grant;
    setErrors(local);
    if (Object.keys(local).length || typeof grant === 'string') return;
    try {
      await assign.mutateAsync({ planId, ...grant });
      const name = plans.data?.find((plan) => plan.id === planId)?.name ?? '';
      toast.success(`Przyznano plan „${name}”.`);
      setPlanId('');
      setDuration('forever');
      setDay('');
    } catch (error) {
      const found = serverFormErrors(error);
      setErrors(found.fields);
      setProblem(formAlertMessage(found, ['planId', 'expiresAt', 'billingInterval']));
    }
  };

  return (
    <form
      aria-labelledby={`${id}-h`}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3 border-t border-board-100 pt-4"
    >
      <h3 id={`${id}-h`} className="text-lg font-bold text-board-950">
        Przyznaj plan
      </h3>
      <p className="text-sm text-ink-muted">
        Plan działa od razu. Wcześniejszy plan przyznany przez administratora się kończy; subskrypcja opłacana
        w Stripe zostaje bez zmian.
      </p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {plans.error ? <FormAlert>Nie udało się wczytać planów: {plans.error.message}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`${id}-plan`}
          label="Plan"
          placeholder={plans.data ? 'Wybierz plan' : 'Wczytuję plany…'}
          value={planId}
          options={options}
          onChange={setPlanId}
          error={errors.planId}
        />
        <SelectField
          id={`${id}-duration`}
          label="Na jak długo"
          value={duration}
          options={DURATIONS}
          onChange={(value) => setDuration(value as Duration)}
          error={duration === 'until' ? errors.billingInterval : (errors.expiresAt ?? errors.billingInterval)}
        />
      </div>
      {duration === 'until' ? (
        <TextField
          id={`${id}-day`}
          label="Ostatni dzień planu"
          type="date"
          min={todayInput()}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={errors.expiresAt}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={assign.isPending} aria-busy={assign.isPending || undefined}>
          {assign.isPending ? 'Przyznawanie…' : 'Przyznaj plan'}
        </Button>
      </div>
    </form>
  );
}
