import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { UsageCard } from './usage-card';

describe('UsageCard numbers', () => {
  it.each([
    ['en', '1,000', '/ 2,000', '1,000 recipes left this month'],
    ['es', '1.000', '/ 2.000', 'Te quedan 1.000 recetas este mes'],
    ['de', '1.000', '/ 2.000', 'Noch 1.000 Rezepte diesen Monat'],
  ])('groups used, limit and remaining in %s', async (language, used, limit, remaining) => {
    await i18n.changeLanguage(language);
    render(<UsageCard used={1000} limit={2000} credits={0} />);
    const card = screen.getByTestId('usage-card');
    expect(card).toHaveTextContent(`${used} ${limit}`);
    expect(card).toHaveTextContent(remaining);
  });
});
