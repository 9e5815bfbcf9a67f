import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { AdminPlan } from './api/plans.ts';

/** What the plan form sends: prices in złoty, parsed from "19,99" or "19.99". */
export interface PlanValues {
  name: string;
  price: number;
  price3m: number;
  price12m: number;
  description: string;
  visible: boolean;
  freeTier: boolean;
}

const PRICES = [
  ['price', 'Cena za miesiąc (zł)'],
  ['price3m', 'Cena za 3 miesiące (zł)'],
  ['price12m', 'Cena za 12 miesięcy (zł)'],
] as const;

type PriceKey = (typeof PRICES)[number][0];

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value).replace('.', ','));

/** A price typed with a comma or a dot; NaN when it is not a number. */
function parsePrice(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-12 items-center gap-3 font-medium text-board-950">
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * A plan's name, prices, description, visibility and free trial: empty for a new plan (which stays
 * hidden until shown), filled for an edit. The server's Polish messages appear under their fields.
 */
export function PlanForm({
  plan,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  plan?: AdminPlan;
  submitLabel: string;
  onSubmit: (values: PlanValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(plan?.name ?? '');
  const [prices, setPrices] = useState<Record<PriceKey, string>>({
    price: priceText(plan?.price),
    price3m: priceText(plan?.price3m),
    price12m: priceText(plan?.price12m),
  });
  const [description, setDescription] = useState(plan?.description ?? '');
  const [visible, setVisible] = useState(plan?.visible ?? false);
  const [freeTier, setFreeTier] = useState(plan?.freeTier ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = Object.fromEntries(PRICES.map(([key]) => [key, parsePrice(prices[key])])) as Record<
      PriceKey,
      number
    >;
    const local: Record<string, string> = {};
    for (const [key] of PRICES)
      if (Number.isNaN(parsed[key])) local[key] = 'Podaj cenę w złotych, np. 19,99.';
    if (!name.trim()) local.name = 'Podaj nazwę planu.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await onSubmit({ name, ...parsed, description, visible, freeTier });
    } catch (error) {
      const found = serverFormErrors(error);
      setErrors(found.fields);
      setProblem(found.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <TextField
        id={`${id}-name`}
        label="Nazwa planu"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {PRICES.map(([key, label]) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            label={label}
            inputMode="decimal"
            value={prices[key]}
            onChange={(e) => setPrices((p) => ({ ...p, [key]: e.target.value }))}
            error={errors[key]}
          />
        ))}
      </div>
      <TextareaField
        id={`${id}-description`}
        label="Opis"
        value={description}
        onChange={setDescription}
        error={errors.description}
      />
      <Checkbox id={`${id}-visible`} label="Widoczny dla uczniów" checked={visible} onChange={setVisible} />
      {errors.visible ? <p className="text-sm text-red-800">{errors.visible}</p> : null}
      <Checkbox id={`${id}-trial`} label="Darmowy okres próbny" checked={freeTier} onChange={setFreeTier} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Anuluj
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export { Checkbox };
