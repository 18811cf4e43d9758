import { z } from 'zod';
import type { OperatorDetails } from '@/contracts/config';
import { isUkPhoneNumber } from '@/domain/phone';

export type { OperatorDetails };

/**
 * The company that runs the shop, as the policy pages, the footer's Contact Us and an order's Contact Support name it. The defaults say plainly that they belong to a
 * development run; production may start with them, but the app logs a warning (modules/config-routes.ts).
 */
export const OPERATOR_DEFAULTS = {
  OPERATOR_NAME: 'Everystore Ltd (development)',
  OPERATOR_ADDRESS: '1 Localhost Lane, Devtown, DV1 1AA (development address)',
  OPERATOR_COMPANY_NUMBER: '00000000',
  OPERATOR_EMAIL: 'support@everystore.local',
  OPERATOR_DPO_EMAIL: 'privacy@everystore.local',
  /** Ofcom keeps 0131 496 0000 to 0999 for drama: it rings nobody. */
  OPERATOR_PHONE: '0131 496 0000',
} as const;

type OperatorVar = keyof typeof OPERATOR_DEFAULTS;

const text = (name: OperatorVar, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be at most ${max} characters`)
    .default(OPERATOR_DEFAULTS[name]);
const email = (name: OperatorVar) =>
  z.email(`${name} must be an e-mail address`).max(254, `${name} must be an e-mail address`).default(OPERATOR_DEFAULTS[name]);

/** Spread into the environment schema (env.ts). */
export const operatorEnv = {
  OPERATOR_NAME: text('OPERATOR_NAME', 120),
  OPERATOR_ADDRESS: text('OPERATOR_ADDRESS', 300),
  /** Companies House: eight digits, or two letters and six digits (SC123456). */
  OPERATOR_COMPANY_NUMBER: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:\d{8}|[A-Z]{2}\d{6})$/, 'OPERATOR_COMPANY_NUMBER must be eight digits, or two letters and six digits')
    .default(OPERATOR_DEFAULTS.OPERATOR_COMPANY_NUMBER),
  OPERATOR_EMAIL: email('OPERATOR_EMAIL'),
  OPERATOR_DPO_EMAIL: email('OPERATOR_DPO_EMAIL'),
  OPERATOR_PHONE: z
    .string()
    .trim()
    .refine(isUkPhoneNumber, 'OPERATOR_PHONE must be a UK phone number (0 or +44, then 9 or 10 digits)')
    .default(OPERATOR_DEFAULTS.OPERATOR_PHONE),
};

type OperatorVars = Record<OperatorVar, string>;

export function operatorDetailsFrom(env: OperatorVars): OperatorDetails {
  return {
    name: env.OPERATOR_NAME,
    address: env.OPERATOR_ADDRESS,
    companyNumber: env.OPERATOR_COMPANY_NUMBER,
    email: env.OPERATOR_EMAIL,
    dataProtectionEmail: env.OPERATOR_DPO_EMAIL,
    phone: env.OPERATOR_PHONE,
  };
}

/** The variables still at their development defaults (production logs them as a warning). */
export function operatorDefaultsInUse(env: OperatorVars): string[] {
  return (Object.keys(OPERATOR_DEFAULTS) as OperatorVar[]).filter((k) => env[k] === OPERATOR_DEFAULTS[k]);
}
