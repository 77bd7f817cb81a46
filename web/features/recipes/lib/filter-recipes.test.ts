import { describe, expect, it } from 'vitest';
import { distinctCuisines, filterRecipes, NO_FILTERS, totalMinutes } from './filter-recipes';

const list = [
  { id: 1, title: 'Spaghetti Carbonara', cuisine: 'Italian', difficulty: 'medium' },
  { id: 2, title: 'Quick Tomato Soup', cuisine: 'italian', difficulty: 'easy' },
  { id: 3, title: 'Pad Thai', cuisine: 'Thai', difficulty: 'medium' },
  { id: 4, title: 'Green Curry', cuisine: 'Thai', difficulty: 'hard' },
  { id: 5, title: 'Toast', cuisine: null, difficulty: 'easy' },
];
const ids = (r: Array<{ id: number }>) => r.map((x) => x.id);

describe('filterRecipes', () => {
  it('with no filters answers everything', () => {
    expect(ids(filterRecipes(list, NO_FILTERS))).toEqual([1, 2, 3, 4, 5]);
  });

  it('searches title or cuisine, case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(filterRecipes(list, { ...NO_FILTERS, search: '  THAI ' }))).toEqual([3, 4]);
    expect(ids(filterRecipes(list, { ...NO_FILTERS, search: 'toma' }))).toEqual([2]);
    expect(ids(filterRecipes(list, { ...NO_FILTERS, search: 'italian' }))).toEqual([1, 2]);
  });

  it('matches the shown label of a stored cuisine id', () => {
    const stored = [{ id: 9, title: 'Hummus', cuisine: 'middle-eastern', difficulty: 'easy' }];
    const label = (c: string | null) => (c === 'middle-eastern' ? 'De Oriente Medio' : (c ?? ''));
    expect(ids(filterRecipes(stored, { ...NO_FILTERS, search: 'oriente' }, label))).toEqual([9]);
    expect(ids(filterRecipes(stored, { ...NO_FILTERS, search: 'oriente' }))).toEqual([]);
  });

  it('filters by cuisine (case-insensitive) and by difficulty', () => {
    expect(ids(filterRecipes(list, { ...NO_FILTERS, cuisine: 'Italian' }))).toEqual([1, 2]);
    expect(ids(filterRecipes(list, { ...NO_FILTERS, difficulty: 'easy' }))).toEqual([2, 5]);
  });

  it('combines search, cuisine and difficulty', () => {
    expect(ids(filterRecipes(list, { search: '', cuisine: 'Thai', difficulty: 'medium' }))).toEqual([3]);
    expect(ids(filterRecipes(list, { search: 'curry', cuisine: 'Thai', difficulty: 'medium' }))).toEqual([]);
    expect(ids(filterRecipes(list, { search: 'o', cuisine: 'Italian', difficulty: 'easy' }))).toEqual([2]);
    expect(ids(filterRecipes(list, { search: 'pad', cuisine: 'Italian', difficulty: '' }))).toEqual([]);
  });
});

describe('distinctCuisines', () => {
  it("lists each of the user's cuisines once, sorted", () => {
    expect(distinctCuisines(list)).toEqual(['Italian', 'Thai']);
  });
});

describe('totalMinutes', () => {
  it('is the source\'s total when it gave one (an overnight rest), else prep plus cook', () => {
    expect(totalMinutes({ prep_time: 20, cook_time: 25, total_time: 840 })).toBe(840);
    expect(totalMinutes({ prep_time: 10, cook_time: 65, total_time: null })).toBe(75);
    expect(totalMinutes({ prep_time: 10, cook_time: 5 })).toBe(15);
  });
});
