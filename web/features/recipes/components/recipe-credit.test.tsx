import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { RecipeCredit } from './recipe-credit';

function show(recipe: Parameters<typeof RecipeCredit>[0]['recipe']) {
  const router = createMemoryRouter([{ path: '/', element: <RecipeCredit recipe={recipe} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('RecipeCredit', () => {
  it('credits the shared recipe and its creator, linking to the shared recipe', async () => {
    show({ remix_of: 'sr-9', remix_of_title: 'Lemon tart', remix_of_creator: 'Rosa Chef' });
    expect(await screen.findByRole('link', { name: 'Lemon tart' })).toHaveAttribute('href', '/discover/sr-9');
    expect(screen.getByTestId('recipe-credit')).toHaveTextContent('Saved from Lemon tart by Rosa Chef');
  });

  it('translates an anonymous creator', async () => {
    await i18n.changeLanguage('de');
    try {
      show({ remix_of: 'sr-9', remix_of_title: 'Zitronentarte', remix_of_creator: 'Anonymous' });
      expect(await screen.findByText(/Gespeichert aus/)).toHaveTextContent('Gespeichert aus Zitronentarte von Anonym');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the credit without a link when the shared recipe is gone (a restored copy)', async () => {
    show({ remix_of: null, remix_of_title: 'Lemon tart', remix_of_creator: 'Rosa Chef' });
    expect(await screen.findByTestId('recipe-credit')).toHaveTextContent('Saved from Lemon tart by Rosa Chef');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for the cook’s own recipes', () => {
    const { container } = show({ remix_of: null, remix_of_title: null, remix_of_creator: null });
    expect(container).toBeEmptyDOMElement();
  });
});
