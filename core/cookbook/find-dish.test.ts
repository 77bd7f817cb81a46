import { describe, expect, it } from 'vitest';
import { bundledCookbook } from './cookbook-store';

/**
 * Finding a dish by the name a cook types (docs/cookbook.md "Finding a dish"): a name's head,
 * without what the dish is served or made with, names it; one word alone, or a food alone, does not.
 */
describe('a dish asked for by its name or the head of it', () => {
  it.each([
    ['Moroccan chicken tagine', 'en', 'chicken-tagine-preserved-lemon-olives'],
    ['Chicken tagine', 'en', 'chicken-tagine-preserved-lemon-olives'],
    ['Lamb tagine', 'en', 'lamb-tagine-prunes-almonds'],
    ['Tajín de cordero', 'es', 'lamb-tagine-prunes-almonds'],
    ['Tajín de pollo', 'es', 'chicken-tagine-preserved-lemon-olives'],
    ['Lamm-Tajine', 'de', 'lamb-tagine-prunes-almonds'],
    ['Hähnchen-Tajine für 4', 'de', 'chicken-tagine-preserved-lemon-olives'],
    // A German classic and its French cousin, each under its own names.
    ['Zwiebelkuchen', 'de', 'zwiebelkuchen'],
    ['German onion tart', 'en', 'zwiebelkuchen'],
    ['Zwiebelkuchen aus Nizza', 'de', 'pissaladiere'],
    ['Provenzalischer Zwiebelkuchen', 'de', 'pissaladiere'],
  ] as const)('"%s" (%s) is %s', { timeout: 60_000 }, async (asked, language, id) => {
    expect((await bundledCookbook.findByName(asked, language))?.dish.id).toBe(id);
  });

  it.each([
    ['Chicken', 'en'],
    ['Tagine with figs', 'en'],
    ['Pollo', 'es'],
  ] as const)('"%s" (%s) names no dish of its own', async (asked, language) => {
    expect(await bundledCookbook.findByName(asked, language)).toBeNull();
  });
});

describe('a dish asked for by its spelling in the dictionary of its language', () => {
  it('"Musaca" (the Spanish dictionary spelling) is the Greek moussaka, not the Lebanese "musaca libanesa"', async () => {
    expect((await bundledCookbook.findByName('Musaca', 'es'))?.dish.id).toBe('moussaka');
  });
});

/**
 * A dish's head alone names the classic, not a variant (docs/cookbook.md "Finding a dish"): a name
 * that adds a regional word after the head ("Paella valenciana", "Quiche lorraine") answers it, and a
 * meatless variant's diet or vegetable word the request does not say counts against that variant;
 * a meatless request or profile still gets the variant, and a dish with meat keeps its "with vegetables".
 */
describe('a dish asked for by its head alone is the classic, not a variant', () => {
  it.each([
    ['Paella', 'en', 'paella-valenciana'],
    ['paella para 4', 'es', 'paella-valenciana'],
    ['Paella', 'de', 'paella-valenciana'],
    ['Quiche', 'en', 'quiche-lorraine'],
    ['Quiche', 'es', 'quiche-lorraine'],
    ['Quiche für 4', 'de', 'quiche-lorraine'],
    ['Kibbeh', 'en', 'kibbeh-bil-sanieh'],
  ] as const)('"%s" (%s) is %s', async (asked, language, id) => {
    expect((await bundledCookbook.findByName(asked, language))?.dish.id).toBe(id);
  });

  it.each([
    ['Vegetable paella', 'en', undefined, 'paella-de-verduras'],
    ['Paella', 'es', { diets: ['vegan'], allergens: [], dislikes: [] }, 'paella-de-verduras'],
    ['Gemüsepaella', 'de', undefined, 'paella-de-verduras'],
    ['Rindfleischeintopf', 'de', undefined, 'slow-cooker-beef-stew'],
  ] as const)('"%s" (%s, profile %j) is %s', async (asked, language, profile, id) => {
    expect((await bundledCookbook.findByName(asked, language, profile as never))?.dish.id).toBe(id);
  });
});
