/**
 * The operator's details for the imprint, privacy policy and terms, from build-time variables
 * (VITE_OPERATOR_NAME, VITE_OPERATOR_ADDRESS, VITE_OPERATOR_EMAIL; see README). Without them the
 * pages show clearly local placeholders and say so.
 */
export interface Operator {
  name: string;
  address: string;
  email: string;
  /** True when any detail is a local placeholder. */
  placeholder: boolean;
}

export const OPERATOR_PLACEHOLDERS = {
  name: 'Forkcast local build (operator not configured)',
  address: 'No address configured (set VITE_OPERATOR_ADDRESS)',
  email: 'operator@forkcast.invalid',
} as const;

function value(raw: unknown, fallback: string): [string, boolean] {
  return typeof raw === 'string' && raw.trim() !== '' ? [raw.trim(), false] : [fallback, true];
}

export function readOperator(env: Record<string, unknown> = import.meta.env): Operator {
  const [name, n] = value(env.VITE_OPERATOR_NAME, OPERATOR_PLACEHOLDERS.name);
  const [address, a] = value(env.VITE_OPERATOR_ADDRESS, OPERATOR_PLACEHOLDERS.address);
  const [email, e] = value(env.VITE_OPERATOR_EMAIL, OPERATOR_PLACEHOLDERS.email);
  return { name, address, email, placeholder: n || a || e };
}

/** When the legal texts last changed (shown on each page). */
export const LEGAL_UPDATED = '2026-11-23';
