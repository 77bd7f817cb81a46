import { REFINE_CHANGES } from '#core/recipe/refine-instruction';
import { ApiError } from '../lib/errors';
import type { Language } from './provider';

/**
 * The offline chef's refine answers (docs/decisions/055-refine-and-recipe-versions.md): an instruction it
 * does not read is a 422 `instruction_not_understood` whose details list what it understands, in
 * the language of the request; one it reads but cannot apply to this recipe is a 422
 * `refine_not_possible` with the chef's reason.
 */
const UNDERSTOOD_INTRO: Record<Language, string> = {
  en: 'The offline chef understands',
  es: 'El chef sin conexión entiende',
  de: 'Der Offline-Koch versteht',
};

/** The changes the offline chef understands, named in `language`. */
export function understoodChanges(language: Language): string[] {
  return REFINE_CHANGES.map((c) => c.label[language]);
}

export function instructionNotUnderstood(language: Language): ApiError {
  return new ApiError(
    422,
    'instruction_not_understood',
    'The offline chef did not understand this instruction.',
    `${UNDERSTOOD_INTRO[language]}: ${understoodChanges(language).join(', ')}.`,
  );
}

export function refineNotPossible(reason: string): ApiError {
  return new ApiError(422, 'refine_not_possible', 'This change cannot be made to this recipe.', reason.slice(0, 300));
}
