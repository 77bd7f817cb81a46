import { z } from 'zod';
import { daysBetween } from '#core/kitchen/freshness';
import { MEAL_TYPES } from '#core/kernel/kitchen-options';
import { RECIPE_LANGUAGES } from '#core/kernel/options';
import { eatersSchema } from './eaters';
import { planDate } from './kitchen';

/** Slots "Plan my week" may fill at once (four meals a day for a week). */
export const MAX_SUGGEST_SLOTS = 28;

/**
 * A weekday dinner's time budget in minutes, as the cook types it in "Plan my week": 10 minutes to
 * 4 hours, 45 unless set (docs/decisions/048-plan-my-week.md).
 */
export const DINNER_BUDGET_MINUTES = { min: 10, max: 240, default: 45 } as const;

/**
 * `POST /api/meal-plans/suggest`: suggestions for the empty slots of a week; nothing is saved. The
 * eaters are household member handles (default everyone); the budget is a weekday dinner's minutes.
 */
export const suggestMealsSchema = z
  .object({
    start_date: planDate,
    /** A slot's own `eaters` (member handles) override the request's. */
    slots: z.array(z.object({ date: planDate, meal_type: z.enum(MEAL_TYPES), eaters: eatersSchema })).min(1).max(MAX_SUGGEST_SLOTS),
    weekday_dinner_minutes: z
      .number()
      .int()
      .min(DINNER_BUDGET_MINUTES.min)
      .max(DINNER_BUDGET_MINUTES.max)
      .optional()
      .transform((value) => value ?? DINNER_BUDGET_MINUTES.default),
    eaters: z.array(z.string().min(1).max(100)).max(20).optional(),
    /** Recipes and cookbook dishes (`dish_id`) not to suggest (the ones on screen, when the cook swaps one). */
    exclude: z.array(z.string().min(1).max(100)).max(100).optional(),
    today: planDate.optional(),
    /** The language cookbook dishes are named in (docs/decisions/048-plan-my-week.md "Few recipes"). */
    language: z.enum(RECIPE_LANGUAGES).default('en'),
  })
  .superRefine((input, ctx) => {
    for (const [i, slot] of input.slots.entries()) {
      const days = daysBetween(input.start_date, slot.date);
      if (!(days >= 0 && days < 7)) ctx.addIssue({ code: 'custom', path: ['slots', i, 'date'], message: 'A slot must fall in the week from start_date' });
    }
  });

const reasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('expiring'), items: z.array(z.string()), minutes: z.number() }),
  z.object({ code: z.literal('quick'), minutes: z.number() }),
  z.object({ code: z.literal('fits'), minutes: z.number() }),
]);
export const suggestMealsResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      date: z.string(),
      meal_type: z.enum(MEAL_TYPES),
      /** `recipe`: one of the cook's recipes (`recipe_id`); `cookbook`: a cookbook dish (`dish_id`), made the cook's recipe when kept. */
      source: z.enum(['recipe', 'cookbook']),
      recipe_id: z.string().nullable(),
      dish_id: z.string().nullable(),
      recipe_title: z.string(),
      reason: reasonSchema,
    }),
  ),
});
export type MealSuggestion = z.infer<typeof suggestMealsResponseSchema>['suggestions'][number];

