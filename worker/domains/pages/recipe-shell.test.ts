import { describe, expect, it } from 'vitest';
import { dishIllustration } from '../../../core/dish-illustration';
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
