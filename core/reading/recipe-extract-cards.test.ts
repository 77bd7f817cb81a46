import { describe, expect, it } from 'vitest';
import { extractRecipe } from './recipe-extract';
import { cardIngredients } from './recipe-extract-cards';

/** Recipe cards as the plugins print them, written by hand for these tests. */
const WPRM_CARD = `<div class="wprm-recipe-container"><div class="wprm-recipe-ingredients-container wprm-block-text-normal">
  <h3 class="wprm-recipe-header">Ingredients</h3>
  <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the batter</h4>
  <ul class="wprm-recipe-ingredients">
    <li class="wprm-recipe-ingredient" data-uid="0"><span class="wprm-checkbox-container"><input type="checkbox" aria-label="1.5 cups flour"><label><span class="sr-only screen-reader-text">&#x25a2; </span></label></span><span class="wprm-recipe-ingredient-amount">1.5</span>&#32;<span class="wprm-recipe-ingredient-unit">cups</span>&#32;<span class="wprm-recipe-ingredient-name"><a href="/flour">flour</a></span></li>
    <li class="wprm-recipe-ingredient" data-uid="1"><span class="wprm-checkbox-container"><input type="checkbox"><label><span class="sr-only">&#x25a2; </span></label></span><span class="wprm-recipe-ingredient-amount">1</span>&#32;<span class="wprm-recipe-ingredient-unit">cup</span>&#32;<span class="wprm-recipe-ingredient-name">milk</span>&#32;<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">at room temperature</span></li>
    <li class="wprm-recipe-ingredient" data-uid="2"><span class="wprm-recipe-ingredient-amount">2</span>&#32;<span class="wprm-recipe-ingredient-name">eggs</span>&#32;<span class="wprm-recipe-ingredient-notes">(beaten)</span></li>
  </ul></div></div>
  <div class="wprm-recipe-instructions-container"><ul><li>Whisk.</li></ul></div></div>`;

const TASTY_CARD = `<div class="tasty-recipes-ingredients"><h3 class="tasty-recipes-ingredients-header">Ingredients</h3>
  <div class="tasty-recipes-ingredients-body"><p><span data-amount="1.5" data-unit="tsp">1.5 tsp</span> grated ginger</p>
  <p><span data-amount="3">3</span> garlic cloves, minced</p><h4>For serving</h4><p>Juice of <span data-amount="0.5">half a</span> lime</p></div></div>`;

const page = (ingredients: string[], card: string) =>
  `<html lang="en"><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Ginger Lentils',
    recipeIngredient: ingredients,
    recipeInstructions: ['Cook.'],
  })}</script></head><body><h1>Ginger Lentils</h1>${card}</body></html>`;

describe('cardIngredients', () => {
  it('reads a WP Recipe Maker card as the cook sees it: no checkbox or group heading, a faded note in brackets', () => {
    expect(cardIngredients(WPRM_CARD)).toEqual(['1.5 cups flour', '1 cup milk (at room temperature)', '2 eggs (beaten)']);
  });

  it('reads a Tasty Recipes card line by line, without its headings', () => {
    expect(cardIngredients(TASTY_CARD)).toEqual(['1.5 tsp grated ginger', '3 garlic cloves, minced', 'Juice of half a lime']);
  });

  it('reads Mediavine Create and h-recipe lines', () => {
    const mv = `<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-header">Ingredients</h3><ul><li>2 cups rice</li><li>1 onion</li></ul></div>`;
    expect(cardIngredients(mv)).toEqual(['2 cups rice', '1 onion']);
    const h = `<div class="h-recipe"><h1 class="p-name">Rice</h1><ul><li class="p-ingredient">2 cups <b>rice</b></li><li class="p-ingredient">1&nbsp;onion</li></ul></div>`;
    expect(cardIngredients(h)).toEqual(['2 cups rice', '1 onion']);
  });

  it('finds no card in a page without one, or in text that only names a class', () => {
    expect(cardIngredients('<p>We love the wprm-recipe-ingredients-container look.</p><ul><li>1 egg</li></ul>')).toBeNull();
  });
});

describe('extractRecipe: the card the cook sees and the structured copy', () => {
  it('takes the card line when the structured line lost its start (the "1." of "1.5 tsp")', () => {
    const recipe = extractRecipe(page(['5 tsp grated ginger', '3 garlic cloves, minced', 'Juice of half a lime'], TASTY_CARD));
    expect(recipe?.ingredients).toEqual(['1.5 tsp grated ginger', '3 garlic cloves, minced', 'Juice of half a lime']);
  });

  it('keeps the structured lines when the card only writes them its own way, or lists another count', () => {
    const own = extractRecipe(page(['1 1/2 cups flour', '1 cup milk', '2 eggs (beaten)'], WPRM_CARD));
    expect(own?.ingredients).toEqual(['1 1/2 cups flour', '1 cup milk', '2 eggs (beaten)']);
    const other = extractRecipe(page(['5 tsp grated ginger', '3 garlic cloves, minced'], TASTY_CARD));
    expect(other?.ingredients).toEqual(['5 tsp grated ginger', '3 garlic cloves, minced']);
  });

  it('reads a 2 MB page of unclosed card classes in linear time', () => {
    const html = '<div class="wprm-recipe-ingredients-container">' + '<span class="wprm-recipe-ingredient-notes">x'.repeat(40_000);
    const started = performance.now();
    cardIngredients(html);
    extractRecipe(page(['1 egg'], html));
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('extractRecipe: lines a structured Recipe lacks or marks', () => {
  it('takes the card lines for a structured Recipe that lists no ingredients', () => {
    const html = `<html><script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Pancakes',
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Whisk and fry.' }],
    })}</script><body>${WPRM_CARD}</body></html>`;
    expect(extractRecipe(html)).toMatchObject({
      title: 'Pancakes',
      ingredients: ['1.5 cups flour', '1 cup milk (at room temperature)', '2 eggs (beaten)'],
      instructions: ['Whisk and fry.'],
    });
  });

  it('drops the list mark a page wrote before each line', () => {
    const recipe = extractRecipe(page(['- zest from 2 lemons', '• 1 cup sugar', '* 2 eggs', '-1 tsp salt'], ''));
    expect(recipe?.ingredients).toEqual(['zest from 2 lemons', '1 cup sugar', '2 eggs', '-1 tsp salt']);
  });
});
