import { USAGE_ACTIONS, type UsageAction } from '@kreda/shared/enums';
import { USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useUserPlanChanges } from './api/user-plan-changes.ts';
import { endOfDay, todayInput } from './date-input.ts';
import { UserSection } from './section.tsx';

const ACTIONS = USAGE_ACTIONS.map((action) => ({ value: action, label: USAGE_ACTION_LABELS[action] }));
const MAX_USES = 1_000_000;

/** "Podaruj limit": extra uses of one action, free, from now, for ever or until a chosen day. */
export function GiftLimitSection({ userId }: { userId: string }) {
  const id = useId();
  const { gift } = useUserPlanChanges(userId);
  const [action, setAction] = useState<UsageAction>('CHAT_MESSAGE');
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const uses = Number(amount.trim());
    const end = day ? endOfDay(day) : null;
    const local: Record<string, string> = {};
    if (!/^\d+$/.test(amount.trim()) || uses < 1 || uses > MAX_USES)
      local.additionalLimit = 'Podaj liczbę użyć od 1 do 1 000 000.';
    if (!name.trim()) local.name = 'Podaj nazwę, którą zobaczy uczeń, np. „Prezent: 50 wiadomości”.';
    if (day && (!end || end.getTime() <= Date.now())) local.expiresAt = 'Wybierz dzień w przyszłości.';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await gift.mutateAsync({
        action,
        additionalLimit: uses,
        name: name.trim(),
        ...(end ? { expiresAt: end.toISOString() } : {}),
      });
      toast.success(`Podarowano ${uses} × ${USAGE_ACTION_LABELS[action]}.`);
      setAmount('');
      setName('');
      setDay('');
    } catch (error) {
      const found = serverFormErrors(error);
      setErrors(found.fields);
      setProblem(formAlertMessage(found, ['action', 'additionalLimit', 'name', 'expiresAt']));
    }
  };

  return (
    <UserSection id="dodatkowe-limity" title="Dodatkowe limity">
      <p className="text-sm text-ink-muted">
        Podarowane użycia doliczają się do limitu planu od razu i bez opłaty (widać je w „Wykorzystaniu
        limitów”).
      </p>
      <form
        aria-label="Podaruj limit"
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-3"
      >
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id={`${id}-action`}
            label="Czynność"
            value={action}
            options={ACTIONS}
            onChange={(value) => setAction(value as UsageAction)}
            error={errors.action}
          />
          <TextField
            id={`${id}-amount`}
            label="Liczba dodatkowych użyć"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.additionalLimit}
          />
          <TextField
            id={`${id}-name`}
            label="Nazwa widoczna dla ucznia"
            placeholder="Prezent: 50 wiadomości"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <TextField
            id={`${id}-day`}
            label="Ważne do (nieobowiązkowe)"
            hint="Puste: bez końca."
            type="date"
            min={todayInput()}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            error={errors.expiresAt}
          />
        </div>
        <div>
          <Button type="submit" disabled={gift.isPending} aria-busy={gift.isPending || undefined}>
            {gift.isPending ? 'Zapisywanie…' : 'Podaruj limit'}
          </Button>
        </div>
      </form>
    </UserSection>
  );
}
