import { BILLING_INTERVALS, LIMIT_INTERVALS, LIMIT_TYPES, USAGE_ACTIONS } from '@kreda/shared/enums';
import { z } from 'zod';
import { text } from '../../core/input.ts';

/** Złoty with at most two decimal places, not negative, below a million. */
const price = (label: string) =>
  z
    .number({ error: `${label}: podaj liczbę.` })
    .min(0, `${label} nie może być ujemna.`)
    .max(99_999, `${label}: najwyżej 99 999 zł.`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      `${label}: najwyżej dwa miejsca po przecinku.`,
    );

const planName = text({ max: 60, required: 'Podaj nazwę planu.' });
const description = text({ max: 1000, multiline: true });
const uses = z
  .number()
  .int('Podaj liczbę całkowitą.')
  .min(0, 'Limit nie może być ujemny.')
  .max(1_000_000, 'Limit: najwyżej 1 000 000.');
const label = text({ max: 80, required: 'Podaj nazwę limitu.' });
const display = text({ max: 40, required: 'Podaj tekst na karcie planu.' });

export const createPlanSchema = z.object({
  name: planName,
  price: price('Cena'),
  price3m: price('Cena za 3 miesiące'),
  price12m: price('Cena za 12 miesięcy'),
  freeTier: z.boolean().nullish(),
  description: description.nullish(),
  visible: z.boolean().nullish(),
});

export const updatePlanSchema = z.object({
  id: z.string(),
  name: planName.nullish(),
  price: price('Cena').nullish(),
  price3m: price('Cena za 3 miesiące').nullish(),
  price12m: price('Cena za 12 miesięcy').nullish(),
  freeTier: z.boolean().nullish(),
  description: description.nullish(),
  visible: z.boolean().nullish(),
});

const limitFields = {
  limitType: z.enum(LIMIT_TYPES),
  limit: uses.nullish(),
  limitInterval: z.enum(LIMIT_INTERVALS).nullish(),
  visible: z.boolean().nullish(),
  label: label.nullish(),
  limitDisplay: display.nullish(),
};

export const createLimitSchema = z
  .object({ planId: z.string(), action: z.enum(USAGE_ACTIONS), ...limitFields })
  .refine((v) => v.limitType !== 'NUMBER' || v.limit != null, {
    path: ['limit'],
    message: 'Podaj liczbę użyć w okresie.',
  });

export const updateLimitSchema = z.object({
  id: z.string(),
  ...limitFields,
  limitType: limitFields.limitType.nullish(),
});

export const addLimitToPlanSchema = z.object({ limitId: z.string(), planId: z.string() });

export const assignUserSubSchema = z.object({
  userId: z.string(),
  planId: z.string(),
  expiresAt: z
    .date()
    .nullish()
    .refine((d) => d == null || d.getTime() > Date.now(), 'Data końca musi być w przyszłości.'),
  billingInterval: z.enum(BILLING_INTERVALS, 'Okres: month, month_3 albo month_12.').nullish(),
});

export const createAdditionalLimitSchema = z.object({
  userId: z.string(),
  action: z.enum(USAGE_ACTIONS),
  additionalLimit: z
    .number()
    .int('Podaj liczbę całkowitą.')
    .min(1, 'Dodatkowych użyć musi być co najmniej 1.')
    .max(1_000_000, 'Najwyżej 1 000 000 dodatkowych użyć.'),
  name: text({ max: 80, required: 'Podaj nazwę.' }),
  expiresAt: z
    .date()
    .nullish()
    .refine((d) => d == null || d.getTime() > Date.now(), 'Data końca musi być w przyszłości.'),
  price: price('Cena').nullish(),
});

/** The fields given (not null or undefined): what an update changes. */
export function given<T extends Record<string, unknown>>(input: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}
