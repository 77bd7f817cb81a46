import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { amountText } from './amount';

/** The unit's word agrees with the number in each language ("1 liters" was shown before). */
describe('amountText', () => {
  const number = (value: number) => String(value);
  it.each([
    ['en', 1, 'liters', '1 liter'],
    ['en', 2, 'liters', '2 liters'],
    ['en', 0.5, 'cups', '0.5 cups'],
    ['en', 1, 'cups', '1 cup'],
    ['en', 1, 'pieces', '1 piece'],
    ['en', 3, 'pieces', '3 pieces'],
    ['en', 1, 'lbs', '1 lb'],
    ['en', 1, 'g', '1 g'],
    ['en', null, 'cups', 'cups'],
    ['en', 4, null, '4'],
    ['es', 1, 'liters', '1 litro'],
    ['es', 2, 'liters', '2 litros'],
    ['es', 1, 'cups', '1 taza'],
    ['es', 1, 'dozen', '1 docena'],
    ['es', 2, 'dozen', '2 docenas'],
    ['es', 1_000_000, 'pieces', '1000000 piezas'],
    ['es', 2, 'tbsp', '2 cdas.'],
    ['de', 1, 'cups', '1 Tasse'],
    ['de', 2, 'cups', '2 Tassen'],
    ['de', 1, 'liters', '1 Liter'],
    ['de', 5, 'pieces', '5 Stück'],
    ['de', 1, 'tbsp', '1 EL'],
  ] as const)('%s: %s %s reads "%s"', (lang, quantity, unit, text) => {
    expect(amountText(i18n.getFixedT(lang, 'kitchen'), number, quantity, unit)).toBe(text);
  });
});
