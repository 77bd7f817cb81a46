import { sharedKeys } from '../../../lib/query-keys';
/** Query keys of the kitchen screens. */
export const kitchenKeys = {
  pantry: ['pantry'] as const,
  pantrySummaries: ['pantry', 'summary'] as const,
  pantrySummary: (today: string) => ['pantry', 'summary', today] as const,
  shopping: sharedKeys.shoppingList,
  meals: (start: string, end: string) => ['meal-plans', start, end] as const,
  mealsAll: ['meal-plans'] as const,
};
