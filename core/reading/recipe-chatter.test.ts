import { describe, expect, it } from 'vitest';
import { isChatter, isStory, withoutChatter } from './recipe-chatter';
import { extractRecipe } from './recipe-extract';
import { BLOG_PAGE_DE, BLOG_PAGE_EN, BLOG_PAGE_ES, BLOG_TEXT_EN, BLOG_MICRODATA_PAGE } from './recipe-chatter.fixtures';
import { splitRecipeText } from './recipe-text-split';

describe('a blog recipe imported keeps only the recipe', () => {
  it('drops the chatter steps and the story description of a WordPress recipe card (en)', () => {
    const recipe = extractRecipe(BLOG_PAGE_EN)!;
    expect(recipe.title).toBe('Creamy Tomato Soup');
    expect(recipe.description).toBeNull();
    expect(recipe.instructions).toEqual([
      'Soften the onion and garlic in the butter for 5 minutes.',
      'Add the tomatoes and the stock and simmer for 20 minutes.',
      'Blend until smooth, stir in the cream and season to taste.',
      'Serve hot with crusty bread.',
    ]);
    expect(recipe.ingredients).toHaveLength(6);
  });

  it('does the same on a German and a Spanish blog', () => {
    const de = extractRecipe(BLOG_PAGE_DE)!;
    expect(de.title).toBe('Kartoffelsuppe mit Würstchen');
    expect(de.description).toBeNull();
    expect(de.instructions).toEqual([
      'Kartoffeln, Möhren und Zwiebel schälen und würfeln.',
      'Alles in der Brühe 20 Minuten köcheln lassen.',
      'Die Würstchen in Scheiben schneiden und 5 Minuten mitziehen lassen.',
    ]);
    const es = extractRecipe(BLOG_PAGE_ES)!;
    expect(es.title).toBe('Tortilla de patatas');
    expect(es.description).toBe('La tortilla clásica, jugosa por dentro.');
    expect(es.instructions).toEqual([
      '**Preparación:** Pela y corta las patatas en láminas finas.',
      'Fríe las patatas y la cebolla a fuego medio durante 20 minutos.',
      'Mezcla con los huevos batidos y cuaja la tortilla 3 minutos por cada lado.',
    ]);
  });

  it('reads microdata the same way', () => {
    const recipe = extractRecipe(BLOG_MICRODATA_PAGE)!;
    expect(recipe.title).toBe('Lemon Drizzle Cake');
    expect(recipe.description).toBeNull();
    expect(recipe.instructions).toEqual(['Beat the butter and sugar, then the eggs and flour.', 'Bake for 45 minutes.', 'Pour the lemon syrup over the warm cake.']);
  });

  it('in pasted blog text, a story before the title is neither title nor description, and chatter lines are no steps', () => {
    const recipe = splitRecipeText(BLOG_TEXT_EN)!;
    expect(recipe.title).toBe('Easy Banana Bread');
    expect(recipe.description).toBe('A moist loaf that uses up very ripe bananas.');
    expect(recipe.ingredients).toEqual(['3 ripe bananas', '80 g melted butter', '150 g sugar', '1 egg', '190 g flour', '1 tsp baking soda']);
    expect(recipe.instructions).toEqual(['Mash the bananas and mix in the butter, sugar and egg.', 'Fold in the flour and baking soda.', 'Bake at 175 °C for 60 minutes.']);
  });
});

describe('chatter and stories', () => {
  it.each([
    'Pin it for later!',
    'Pin this recipe and subscribe to my newsletter.',
    'Jump to Recipe',
    'Did you make this recipe? Tag me on Instagram @thebakingblog!',
    'Leave a comment and a rating below.',
    'This post may contain affiliate links.',
    'As an Amazon Associate I earn from qualifying purchases.',
    'Suscríbete a mi boletín para no perderte nada.',
    'Guárdala en Pinterest.',
    '¿Has hecho esta receta? Etiquétame en Instagram.',
    'Ir a la receta',
    'Zum Rezept springen',
    'Abonniere meinen Newsletter!',
    'Hast du das Rezept nachgekocht? Markiere mich auf Instagram.',
    'Folge mir auf Pinterest.',
    'Werbung',
    'Volg ons ook op Pinterest en sla deze taart daar op!',
    'Retrouvez-moi sur Instagram.',
    'Kelly | November 29th, 2024 | Mains | 0 Comments',
  ])('chatter: %s', (line) => {
    expect(isChatter(line)).toBe(true);
    expect(withoutChatter(line)).toBe('');
  });

  it.each([
    'Pin the roulades closed with a toothpick and brown them on all sides.',
    'Follow the packet instructions for the pasta.',
    'Print the stencil onto baking paper.',
    'Schneide die Zwiebel in feine Ringe und folge dann Schritt 2.',
    'Sigue removiendo hasta que espese.',
    'Share the dough into 8 balls.',
  ])('a step, kept whole: %s', (step) => {
    expect(withoutChatter(step)).toBe(step);
  });

  it('keeps the step of a sentence that carries chatter', () => {
    expect(withoutChatter('Serve warm. Pin it and subscribe to my newsletter for more!')).toBe('Serve warm.');
  });

  it.each([
    ['A quick weeknight soup with fresh basil.', false],
    ['My favourite tomato soup, ready in 30 minutes.', false],
    ['Ein schneller Eintopf für kalte Tage.', false],
    ['La tortilla clásica, jugosa por dentro.', false],
    ['Last summer my grandmother taught me this soup, and I have made it every week since.', true],
    ['Als ich klein war, hat meine Oma diese Suppe jeden Sonntag gekocht.', true],
    ['Cuando era pequeña, mi abuela hacía esta tortilla todos los domingos.', true],
    ['We moved house this spring and our kitchen is finally done, so I wanted a cosy dinner.', true],
  ])('story? %s', (text, story) => {
    expect(isStory(text)).toBe(story);
  });
});
