import { describe, expect, it } from 'vitest';
import { dishIllustration } from '#core/recipe/dish-illustration';
import type { LinkPreview } from '../community/shared-recipe.service';
import { recipeShell } from './recipe-shell';

const preview: LinkPreview = {
  id: 's1',
  title: 'Tomato <soup>',
  description: null,
  imageUrl: null,
  author: 'Ana',
  sharedAt: '2026-11-24T10:00:00.000Z',
  prepTime: 10,
  cookTime: 20,
  servings: 2,
  cuisine: null,
  cookingMethod: null,
  ingredients: '1 kg tomatoes\n1 onion\nFresh basil',
  instructions: 'Simmer.',
  ratingsCount: 0,
  averageRating: 0,
  language: 'en',
  difficulty: 'easy',
  nutrition: null,
  reviewsCount: 0,
  reviews: [],
};

describe('the shared page server HTML: its picture', () => {
  it('without a photo holds the recipe’s illustration inline, named by the title (no image request)', () => {
    const html = recipeShell(preview);
    expect(html).toContain(dishIllustration({ title: preview.title, ingredients: preview.ingredients }, { label: preview.title }));
    expect(html).toContain('role="img" aria-label="Tomato &lt;soup&gt;"');
    expect(html).not.toContain('<img');
  });

  it('with a photo shows the photo and no illustration', () => {
    const html = recipeShell({ ...preview, imageUrl: '/api/images/p.jpg' });
    expect(html).toMatch(/<img src="\/api\/images\/p\.jpg" alt="Tomato [^"<]*soup[^"<]*"/);
    expect(html).not.toContain('<svg xmlns');
  });
});

describe('the shared page server HTML: the creator', () => {
  it('names a hidden creator in the recipe’s language, a shown one as they are', () => {
    expect(recipeShell({ ...preview, author: 'Anonymous', language: 'de' })).toContain('Geteilt von <span class="font-medium text-foreground">Anonym</span>');
    expect(recipeShell({ ...preview, author: 'Anonymous', language: 'es' })).toContain('Compartida por <span class="font-medium text-foreground">Anónimo</span>');
    expect(recipeShell(preview)).toContain('Shared by <span class="font-medium text-foreground">Ana</span>');
  });
});

describe('the shared page server HTML: what brings a friend in (signed out, before any script)', () => {
  const rated: LinkPreview = {
    ...preview,
    ratingsCount: 3,
    averageRating: 4.33,
    reviewsCount: 5,
    reviews: [
      { author: 'Bea', text: 'Lovely <b>soup</b>', createdAt: '2026-11-25T09:00:00.000Z' },
      { author: 'Anonymous', text: 'Good', createdAt: '2026-11-24T09:00:00.000Z' },
    ],
  };

  it('carries the ratings and the newest reviews read-only, escaped, with how many more there are', () => {
    const html = recipeShell(rated);
    expect(html).toContain('<h2 id="shell-ratings" class="text-xl font-bold">Ratings &#38; reviews</h2>');
    expect(html).toContain('<span class="text-4xl font-bold">4.3</span>');
    expect(html).toContain('aria-label="Average rating 4.3 out of 5"');
    expect(html).toContain('3 ratings');
    expect(html).toContain('Lovely &#60;b&#62;soup&#60;/b&#62;');
    expect(html).toContain('<span class="font-semibold">Anonymous</span>');
    expect(html).toContain('Nov 25, 2026');
    expect(html).toContain('and 3 more reviews');
    // Read-only: nothing to type into, no star to pick.
    expect(html).not.toMatch(/<(textarea|input)\b/);
    expect(html).toContain('Sign in to rate and review this recipe.');
  });

  it('offers Share and an invitation to sign in and cook it, both buttons the app answers', () => {
    const html = recipeShell(rated);
    expect(html).toMatch(/<button type="button" data-shell-action="share"[^>]*>.*Share<\/button>/);
    expect(html).toContain('data-testid="shell-invite"');
    expect(html).toMatch(/<button type="button" data-shell-action="sign-in"[^>]*>.*Sign in and cook it<\/button>/);
    expect(html).toMatch(/<header[^>]*>.*data-shell-action="sign-in"[^>]*>.*Sign in<\/button>/);
  });

  it('ends with the footer and its legal links', () => {
    const html = recipeShell(rated);
    const footer = html.slice(html.indexOf('<footer'));
    expect(html.indexOf('<footer')).toBeGreaterThan(html.indexOf('</main>'));
    for (const [href, label] of [['/support', 'Support'], ['/privacy', 'Privacy'], ['/terms', 'Terms'], ['/imprint', 'Imprint']]) {
      expect(footer).toContain(`<a href="${href}" class="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">${label}</a>`);
    }
  });

  it('speaks the recipe’s language: German and Spanish words, numbers and dates', () => {
    const de = recipeShell({ ...rated, language: 'de' });
    expect(de).toContain('<span class="text-4xl font-bold">4,3</span>');
    expect(de).toContain('3 Bewertungen');
    expect(de).toContain('<span class="font-semibold">Anonym</span>');
    expect(de).toContain('Anmelden und nachkochen');
    expect(de).toContain('>Impressum</a>');
    expect(de).toContain('und 3 weitere Rezensionen');
    const es = recipeShell({ ...rated, language: 'es', ratingsCount: 1, reviewsCount: 2 });
    expect(es).toContain('1 valoración');
    expect(es).toContain('Inicia sesión y cocínala');
    expect(es).toContain('>Aviso legal</a>');
    expect(es).not.toContain('reseñas más');
  });

  it('without ratings or reviews says so instead of showing zero stars', () => {
    const html = recipeShell(preview);
    expect(html).toContain('No ratings yet');
    expect(html).toContain('No reviews yet. Be the first to share your thoughts.');
    expect(html).not.toContain('text-4xl font-bold">0');
  });
});
