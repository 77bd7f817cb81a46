import { SUPPORT_LIMITS } from '#core/schemas/support';

/** What is wrong with a form before it is sent (the server checks the same bounds). */
export type FormProblem = 'fillAll' | 'titleLength' | 'textLength' | 'emailInvalid' | null;

/** docs/product.md "Validation": title and description non-blank after trimming ("Please fill in all fields"), then the bounds of docs/product.md "Support". */
export function ticketProblem(title: string, description: string): FormProblem {
  const t = title.trim();
  const d = description.trim();
  if (!t || !d) return 'fillAll';
  if (t.length < SUPPORT_LIMITS.titleMin || t.length > SUPPORT_LIMITS.titleMax) return 'titleLength';
  if (d.length < SUPPORT_LIMITS.textMin || d.length > SUPPORT_LIMITS.textMax) return 'textLength';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactProblem(name: string, email: string, message: string): FormProblem {
  if (!name.trim() || !email.trim() || !message.trim()) return 'fillAll';
  if (!EMAIL.test(email.trim())) return 'emailInvalid';
  const m = message.trim();
  if (m.length < SUPPORT_LIMITS.textMin || m.length > SUPPORT_LIMITS.textMax) return 'textLength';
  return null;
}
