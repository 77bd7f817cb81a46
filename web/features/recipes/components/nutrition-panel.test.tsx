import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NutritionFacts } from '#core/nutrition/nutrition';
import i18n from '../../../lib/i18n';
import { NutritionPanel } from './nutrition-panel';

const per100 = { calories: 150, protein: 5, carbs: 20, fat: 4.5, fiber: 2, sugar: 3, sodium: 200 };
const facts: NutritionFacts = {
  ...per100,
  serving_grams: 200,
  per_serving: { calories: 300, protein: 10, carbs: 40, fat: 9, fiber: 4, sugar: 6, sodium: 400 },
  matched_share: null,
};

async function openTable(nutrition: NutritionFacts, show: RegExp) {
  render(
    <MemoryRouter>
      <NutritionPanel nutrition={nutrition} canUse onFetch={async () => nutrition} isFetching={false} />
    </MemoryRouter>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: show }));
  return screen.getByRole('table');
}

/** Each body row as [row header, cells...]. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('NutritionPanel', () => {
  it('shows per 100 g and per serving side by side in a table with column and row headers', async () => {
    const table = await openTable(facts, /Show nutrition/);
    expect(table).toHaveAccessibleName('Nutrition per 100 g and per serving');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nutrient',
      'Per 100 g',
      'Per serving (about 200 g)',
    ]);
    expect(rows(table)[0]).toEqual(['Calories', '150 kcal', '300 kcal']);
    expect(rows(table)[3]).toEqual(['Fat', '4.5 g', '9 g']);
    expect(rows(table)[6]).toEqual(['Sodium', '200 mg', '400 mg']);
  });

  it('says how much of the recipe the food table matched, and calls the figures rough below 80 %', async () => {
    await openTable({ ...facts, matched_share: 0.96 }, /Show nutrition/);
    expect(screen.getByTestId('nutrition-matched')).toHaveTextContent('From the USDA food table for 96 % of the recipe’s weight.');
  });

  it.each([
    ['en', /Show nutrition/, 'Rough figures: the food table knows only 55 % of the recipe’s weight.'],
    ['de', /Nährwerte anzeigen/, 'Grobe Werte: Die Nährwerttabelle kennt nur 55 % des Rezeptgewichts.'],
  ] as const)('%s: a low share is called rough', async (lang, show, text) => {
    await act(() => i18n.changeLanguage(lang));
    await openTable({ ...facts, matched_share: 0.55 }, show);
    expect(screen.getByTestId('nutrition-matched')).toHaveTextContent(text);
  });

  it('figures stored before the food table say nothing about it', async () => {
    await openTable(facts, /Show nutrition/);
    expect(screen.queryByTestId('nutrition-matched')).toBeNull();
  });

  it('without a serving weight: per 100 g only, and why', async () => {
    const table = await openTable({ ...per100, per_serving: null, serving_grams: null, matched_share: null }, /Show nutrition/);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByText('Per serving needs amounts in the ingredient list.')).toBeInTheDocument();
  });

  it.each([
    ['es', /Mostrar nutrición/, 'Por ración (unos 200 g)', ['Grasas', '4,5 g', '9 g']],
    ['de', /Nährwerte anzeigen/, 'Pro Portion (etwa 200 g)', ['Fett', '4,5 g', '9 g']],
  ] as const)('%s: headers and decimal commas', async (lang, show, header, fat) => {
    await act(() => i18n.changeLanguage(lang));
    const table = await openTable(facts, show);
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(rows(table)[3]).toEqual(fat);
  });
});
