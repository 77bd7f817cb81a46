import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

/** A JSON media type (`application/json`, `application/problem+json`, with or without parameters). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function isJsonContentType(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test((contentType ?? '').split(';')[0]?.trim() ?? '');
}

/**
 * C0 control characters other than tab, line feed and carriage return, DEL (NUL included), the
 * C1 controls (U+0080-009F, NEL included), and the bidirectional embedding, override and isolate
 * controls (U+202A-202E, U+2066-2069), which can make text read differently from what it is
 * ("Trojan Source"). Zero-width characters and the direction marks (U+200B-200F, U+2060, U+FEFF)
 * stay: they reorder nothing, and ZWJ builds emoji, ZWNJ spells Persian, LRM/RLM place
 * punctuation in mixed-direction text (docs/api.md).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]/;

/** The path of the first string in `value` holding a control character, or null. */
export function controlCharacterPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * `zValidator` with the one error shape: a failing request answers 400 `validation_failed`
 * and `details` names each failing field ("ingredients: Too small...; language: Invalid option").
 * A `json` target also needs a JSON content type: Hono reads any other body as `{}` (which an
 * all-optional schema would accept), so such a request answers 415 `unsupported_media_type`.
 * No accepted string may hold a control character (a NUL, an escape...): 400 naming the field.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (target === 'json' && !isJsonContentType(c.req.header('content-type'))) {
      throw new ApiError(415, 'unsupported_media_type', 'The request body must be JSON', 'Send content-type: application/json');
    }
    if (!result.success) {
      const details = result.error.issues
        .map((issue) => `${issue.path.join('.') || target}: ${issue.message}`)
        .join('; ');
      throw new ApiError(400, 'validation_failed', 'Some fields are invalid', details);
    }
    const path = controlCharacterPath(result.data);
    if (path) {
      throw new ApiError(400, 'validation_failed', 'Some fields are invalid', `${path.join('.') || target}: Control characters are not allowed`);
    }
  });
}
