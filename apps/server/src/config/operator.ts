import { z } from 'zod';

// Who runs Kreda: the service provider of the Terms of Service and the data controller of the
// Privacy Policy. Both documents must name it (e-services act art. 5, GDPR art. 13), so production
// refuses to start without it; development and tests show a clearly marked example instead.
// Part of the one config schema (config.ts); this file only keeps the operator's rules together.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A Polish tax number (NIP): ten digits whose last is the weighted checksum of the others. */
export function isValidNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}

const text = (max: number) =>
  z.preprocess(emptyAsUndefined, z.string().trim().min(2, 'must not be empty').max(max).optional());

export const operatorEnvSchema = {
  OPERATOR_NAME: text(200),
  OPERATOR_ADDRESS: text(300),
  OPERATOR_KRS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'must be the 10 digits of a KRS number, e.g. 0000123456')
      .optional(),
  ),
  OPERATOR_NIP: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      // Written as 123-456-32-18 or 123 456 32 18 as often as plain.
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine(isValidNip, 'must be a valid 10-digit NIP (tax identification number), e.g. 1234563218')
      .optional(),
  ),
  OPERATOR_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
  OPERATOR_DPO_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
};

type OperatorEnv = { NODE_ENV: string } & Partial<Record<keyof typeof operatorEnvSchema, string | undefined>>;

const REQUIRED = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL', 'OPERATOR_DPO_EMAIL'] as const;
const REGISTRATION = ['OPERATOR_KRS', 'OPERATOR_NIP'] as const;

/**
 * Production needs every detail (and a KRS or NIP number); elsewhere all may be unset (the example
 * operator), but a partly filled operator is refused, so a typo cannot leave the example in place.
 */
export function checkOperator(e: OperatorEnv, ctx: z.RefinementCtx): void {
  const set = [...REQUIRED, ...REGISTRATION].filter((name) => e[name] !== undefined);
  if (set.length === 0 && e.NODE_ENV !== 'production') return;
  const when =
    set.length === 0
      ? 'in production: the terms and the privacy policy name who runs Kreda (see .env.example)'
      : `when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`;
  for (const name of REQUIRED) {
    if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required ${when}` });
  }
  if (!e.OPERATOR_KRS && !e.OPERATOR_NIP) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPERATOR_KRS or OPERATOR_NIP'],
      message: `at least one is required ${when}`,
    });
  }
}

/** The operator as the legal pages show it. */
export interface OperatorConfig {
  /** Registered name (firma) of the company or sole trader. */
  name: string;
  /** Registered office address. */
  address: string;
  /** National Court Register number; a sole trader has none. */
  krs: string | undefined;
  /** Tax identification number, digits only. */
  nip: string | undefined;
  /** Contact for users, complaints and notices of illegal content. */
  email: string;
  /** The data protection officer (inspektor ochrony danych). */
  dpoEmail: string;
  /** True for the stand-in shown outside production while the OPERATOR_* variables are unset. */
  example: boolean;
}

/** Shown in development and tests while no operator is configured; the pages mark it as an example. */
export const EXAMPLE_OPERATOR: OperatorConfig = {
  name: 'Przykładowy operator – dane do uzupełnienia w konfiguracji',
  address: 'ul. Przykładowa 1, 00-001 Warszawa',
  krs: '0000000000',
  nip: '0000000000',
  email: 'kontakt@kreda.example',
  dpoEmail: 'iod@kreda.example',
  example: true,
};

/** The configured operator, or the example one when nothing is set (checkOperator ran before). */
export function operatorConfig(e: OperatorEnv): OperatorConfig {
  if (!e.OPERATOR_NAME) return EXAMPLE_OPERATOR;
  return {
    name: e.OPERATOR_NAME,
    address: e.OPERATOR_ADDRESS ?? '',
    krs: e.OPERATOR_KRS,
    nip: e.OPERATOR_NIP,
    email: e.OPERATOR_EMAIL ?? '',
    dpoEmail: e.OPERATOR_DPO_EMAIL ?? '',
    example: false,
  };
}
