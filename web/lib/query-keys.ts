/**
 * Query keys that more than one feature touches (features do not import each other): the
 * creator invalidates the recipe list that the recipes feature and the dashboard read.
 */
export const MY_RECIPES_QUERY_KEY = ['my-recipes'] as const;
