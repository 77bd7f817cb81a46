/** Query keys of the kitchen screens. */
export const kitchenKeys = {
  pantry: ['pantry'] as const,
  pantrySummary: (today: string) => ['pantry', 'summary', today] as const,
  shopping: ['shopping-list'] as const,
  meals: (start: string, end: string) => ['meal-plans', start, end] as const,
  mealsAll: ['meal-plans'] as const,
};
