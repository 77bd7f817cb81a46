import { z } from 'zod';

/** docs/product.md "Support": the bounds of every support request. */
export const SUPPORT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  textMin: 10,
  textMax: 5000,
  nameMax: 100,
  emailMax: 254,
  /** Requests per user in any rolling hour (the sixth answers 429). */
  perHour: 5,
} as const;

export const SUPPORT_SUBJECTS = ['general', 'bug', 'feature', 'billing', 'recipe'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

const title = z.string().trim().min(SUPPORT_LIMITS.titleMin).max(SUPPORT_LIMITS.titleMax);
const text = z.string().trim().min(SUPPORT_LIMITS.textMin).max(SUPPORT_LIMITS.textMax);

/** `POST /api/support/bug-report` and `/feature-request`. */
export const supportTicketSchema = z.object({ title, description: text });
export type SupportTicketInput = z.infer<typeof supportTicketSchema>;

/** `POST /api/support/contact`. */
export const supportContactSchema = z.object({
  name: z.string().trim().min(1).max(SUPPORT_LIMITS.nameMax),
  email: z.email().max(SUPPORT_LIMITS.emailMax),
  subject: z.enum(SUPPORT_SUBJECTS),
  message: text,
});
export type SupportContactInput = z.infer<typeof supportContactSchema>;

/** The answer of every support call. */
export const supportAnswerSchema = z.object({ success: z.literal(true), id: z.string() });
export type SupportAnswer = z.infer<typeof supportAnswerSchema>;
