import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

/**
 * `zValidator` with the one error shape: a failing request answers 400 `validation_failed`
 * and `details` names each failing field ("ingredients: Too small...; language: Invalid option").
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = result.error.issues
        .map((issue) => `${issue.path.join('.') || target}: ${issue.message}`)
        .join('; ');
      throw new ApiError(400, 'validation_failed', 'Some fields are invalid', details);
    }
  });
}
