import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { json, mockApi, renderAt, sharedRecipe } from '../test/render';
import { DiscoverDetail } from './discover-detail';
import { DiscoverFeed } from './discover-feed';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const spanish = sharedRecipe(1, { title: 'Tortilla de patatas', language: 'es' });
const german = sharedRecipe(2, { title: 'Kartoffelsalat', language: 'de' });

describe('Discover in the reader\'s language', () => {
  it('asks for the reader\'s language first, then all languages; a card in another language has a badge', async () => {
    await i18n.changeLanguage('es');
    const api = mockApi({
      'GET /api/discover': (url) =>
        json({ recipes: url.searchParams.get('language') === 'all' ? [spanish, german] : [spanish], next_cursor: null }),
    });
    renderAt(<DiscoverFeed sort="trending" onSortChange={() => undefined} />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByText('Tortilla de patatas')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Idioma de las recetas' });
    expect(within(filter).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('language-badge')).not.toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get('language')).toBe('es');

    await userEvent.click(within(filter).getByRole('button', { name: 'Todos los idiomas' }));
    expect(await screen.findByText('Kartoffelsalat')).toBeInTheDocument();
    expect(api.calls.at(-1)!.url.searchParams.get('language')).toBe('all');
    const badges = screen.getAllByTestId('language-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['Escrita en alemán']);
  });

  it('with nothing in my language, the empty state offers all languages', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/discover': (url) => json({ recipes: url.searchParams.get('language') === 'all' ? [spanish] : [], next_cursor: null }),
    });
    renderAt(<DiscoverFeed sort="recent" onSortChange={() => undefined} />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByText('Noch keine geteilten Rezepte auf Deutsch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle Sprachen anzeigen' }));
    expect(await screen.findByText('Tortilla de patatas')).toBeInTheDocument();
    expect(screen.getByTestId('language-badge')).toHaveTextContent('Auf Spanisch geschrieben');
  });
});

describe('Discover that does not look empty: the reader\'s language first, then the rest with counts', () => {
  const english = sharedRecipe(3, { title: 'Shepherd pie', language: 'en' });
  const byLanguage: Record<string, unknown[]> = { es: [spanish], en: [english], de: [german], all: [spanish, english, german] };
  const counts = (es: number) => ({
    languages: [
      { language: 'en', count: 12 },
      { language: 'es', count: es },
      { language: 'de', count: 4 },
    ],
    total: 16 + es,
  });

  it('Spanish: the switch says how many each holds, and after the one Spanish recipe come English and German, each with its count', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'GET /api/discover/languages': () => json(counts(1)),
      'GET /api/discover': (url) => json({ recipes: byLanguage[url.searchParams.get('language') ?? 'all'] ?? [], next_cursor: null }),
    });
    renderAt(<DiscoverFeed sort="trending" onSortChange={() => undefined} />, { path: '/discover', routePath: '/discover' });
    const filter = screen.getByRole('group', { name: 'Idioma de las recetas' });
    expect(await within(filter).findByRole('button', { name: 'Español 1 receta' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Todos los idiomas 17 recetas' })).toHaveAttribute('aria-pressed', 'false');

    const others = await screen.findByRole('region', { name: 'Más en otros idiomas' });
    expect(within(others).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Inglés · 12 recetas', 'Alemán · 4 recetas']);
    expect(await within(others).findByText('Shepherd pie')).toBeInTheDocument();
    expect(await within(others).findByText('Kartoffelsalat')).toBeInTheDocument();
    // The reader's own comes first, once.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.indexOf('Tortilla de patatas')).toBeLessThan(titles.indexOf('Inglés · 12 recetas'));
    expect(screen.getAllByText('Tortilla de patatas')).toHaveLength(1);
  });

  it('German with nothing in German: the other languages at once, under a heading that says so', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/discover/languages': () => json({ languages: [{ language: 'en', count: 12 }, { language: 'es', count: 3 }, { language: 'de', count: 0 }], total: 15 }),
      'GET /api/discover': (url) => json({ recipes: url.searchParams.get('language') === 'de' ? [] : (byLanguage[url.searchParams.get('language') ?? 'all'] ?? []), next_cursor: null }),
    });
    renderAt(<DiscoverFeed sort="recent" onSortChange={() => undefined} />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByRole('region', { name: 'Noch nichts in deiner Sprache: Das haben andere in anderen Sprachen geteilt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Englisch · 12 Rezepte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Spanisch · 3 Rezepte' })).toBeInTheDocument();
    expect(await screen.findByText('Tortilla de patatas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deutsch 0 Rezepte' })).toBeInTheDocument();
  });

  it("at the end of my language, when the other languages' counts failed, one button leads to all languages", async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'GET /api/discover/languages': () => json({ error: { code: 'internal_error', message: 'x' } }, 500),
      'GET /api/discover': (url) =>
        json({ recipes: url.searchParams.get('language') === 'all' ? [spanish, german] : [spanish], next_cursor: null }),
    });
    renderAt(<DiscoverFeed sort="recent" onSortChange={() => undefined} />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByText('Tortilla de patatas')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver todos los idiomas' }, { timeout: 10_000 }));
    expect(await screen.findByText('Kartoffelsalat')).toBeInTheDocument();
  });

  it('all languages: no second list, the count on the switch', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/discover/languages': () => json(counts(1)),
      'GET /api/discover': (url) => json({ recipes: byLanguage[url.searchParams.get('language') ?? 'all'] ?? [], next_cursor: null }),
    });
    renderAt(<DiscoverFeed sort="trending" onSortChange={() => undefined} />, { path: '/discover', routePath: '/discover' });
    await userEvent.click(await screen.findByRole('button', { name: 'All languages 17 recipes' }));
    expect(await screen.findByText('Kartoffelsalat')).toBeInTheDocument();
    expect(screen.queryByTestId('other-languages')).toBeNull();
  });
});

describe('Translating a shared recipe', () => {
  const detail = { ...german, ingredients: '- 1 kg Kartoffeln\n- Salz', instructions: '1. Kochen.', is_own: false, average_rating: 0, total_ratings: 0 };
  const extra = { 'GET /api/discover/sr-2/ratings': () => json({ average_rating: 0, total_ratings: 0, ratings: [], user_rating: null }), 'GET /api/discover/sr-2/reviews': () => json({ reviews: [] }) };

  it('translates on request, says from what, and shows the original one tap away', async () => {
    await i18n.changeLanguage('es');
    const api = mockApi({
      ...extra,
      'GET /api/discover/sr-2': (url) =>
        url.searchParams.get('lang') === 'es'
          ? json({ ...detail, title: 'Ensalada de patatas', ingredients: '1 kg de patatas\nSal', instructions: 'Cocer.', translated: true, translated_from: 'de', translated_to: 'es' })
          : json(detail),
    });
    renderAt(<DiscoverDetail id="sr-2" access="pro" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.searchParams.has('lang'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Traducir al español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ensalada de patatas' })).toBeInTheDocument();
    expect(screen.getByText('Traducida del alemán')).toBeInTheDocument();
    expect(screen.getByText('1 kg de patatas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver original' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();
    expect(screen.getByText('1 kg Kartoffeln')).toBeInTheDocument();
  });

  it('offline: a clear note that translation needs a model, the original stays', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      ...extra,
      'GET /api/discover/sr-2': (url) =>
        json(url.searchParams.get('lang') ? { ...detail, translated: false, translation_unavailable: true } : detail),
    });
    renderAt(<DiscoverDetail id="sr-2" access="signed-out" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Translate to English' }));
    expect(await screen.findByText(/Translation needs an AI model/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();
  });

  it('no Translate action on a recipe in my own language', async () => {
    await i18n.changeLanguage('de');
    mockApi({ ...extra, 'GET /api/discover/sr-2': () => json(detail) });
    renderAt(<DiscoverDetail id="sr-2" access="pro" />, { path: '/discover/sr-2', routePath: '/discover/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeInTheDocument();
    expect(screen.queryByTestId('translate-bar')).not.toBeInTheDocument();
  });
});
