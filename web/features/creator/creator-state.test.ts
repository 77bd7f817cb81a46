import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  creatorReducer,
  generateHintKey,
  initCreatorState,
  initialCreatorState,
  type CreatorAction,
  type CreatorState,
} from './creator-state';
import { recipeFixture } from './test-fixtures';

const recipe = recipeFixture();

function run(...actions: CreatorAction[]): CreatorState {
  return actions.reduce(creatorReducer, initialCreatorState);
}

const detecting = (): CreatorAction => ({ type: 'imageSelected', preview: 'data:image/png;base64,AA' });

describe('creation flow: upload and detection', () => {
  it('starts on upload in image mode', () => {
    expect(initialCreatorState).toMatchObject({ step: 'upload', generationType: 'image', ingredients: [] });
  });

  it('a chosen image shows its preview and starts detection', () => {
    const s = run(detecting());
    expect(s).toMatchObject({ step: 'upload', detecting: true, imagePreview: 'data:image/png;base64,AA' });
  });

  it('found ingredients move to customize, trimmed, with the stored image url', () => {
    const s = run(detecting(), {
      type: 'detectSucceeded',
      ingredients: [' tomato ', 'basil', '  '],
      imageUrl: '/api/images/u/1/a.png',
    });
    expect(s).toMatchObject({ step: 'customize', detecting: false, ingredients: ['tomato', 'basil'] });
    expect(s.imageUrl).toBe('/api/images/u/1/a.png');
    expect(s.generationType).toBe('image');
  });

  it('no ingredients found: the list stays empty (no placeholder ingredient) and it still moves to customize', () => {
    const s = run(detecting(), {
      type: 'detectSucceeded',
      ingredients: [],
      imageUrl: '/api/images/u/1/a.png',
    });
    expect(s.step).toBe('customize');
    expect(s.ingredients).toEqual([]);
    expect(canGenerate(s)).toBe(false);
  });

  it('removing the photo on customize keeps the ingredients and writes from them (prompt mode)', () => {
    const s = run(
      detecting(),
      { type: 'detectSucceeded', ingredients: ['tomato'], imageUrl: '/api/images/u/1/a.png' },
      { type: 'photoRemoved' },
    );
    expect(s).toMatchObject({ step: 'customize', imagePreview: null, imageUrl: null, generationType: 'prompt', ingredients: ['tomato'] });
    expect(run({ type: 'photoRemoved' })).toEqual(initialCreatorState);
  });

  it('a detection answer after the image was removed is ignored', () => {
    const s = run(detecting(), { type: 'imageCleared' }, {
      type: 'detectSucceeded',
      ingredients: ['egg'],
      imageUrl: '/x',
    });
    expect(s).toEqual(initialCreatorState);
  });

  it('a failed detection returns to upload with the error, or silently (401/429)', () => {
    const s = run(detecting(), { type: 'detectFailed', message: 'Failed to detect ingredients. Please try again.' });
    expect(s).toMatchObject({ step: 'upload', detecting: false, imagePreview: null });
    expect(s.error).toEqual({ source: 'detect', message: 'Failed to detect ingredients. Please try again.' });
    expect(run(detecting(), { type: 'detectFailed', message: null }).error).toBeNull();
  });

  it('an image the browser cannot read stays on upload with the message', () => {
    const s = run({ type: 'startWithDescription' }, { type: 'imageUnreadable', message: 'unreadable' });
    expect(s).toMatchObject({ step: 'upload', generationType: 'image', imagePreview: null, detecting: false });
    expect(s.error).toEqual({ source: 'detect', message: 'unreadable' });
  });

  it('clearing the image resets to upload with generation type image', () => {
    const s = run({ type: 'startWithDescription' }, detecting(), { type: 'imageCleared' });
    expect(s).toEqual(initialCreatorState);
  });
});

describe('creation flow: description and prefill', () => {
  it("'Start with description' sets prompt mode, empties ingredients and goes to customize", () => {
    const s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'startWithDescription' });
    expect(s).toMatchObject({ step: 'customize', generationType: 'prompt', ingredients: [] });
  });

  it('the pantry prefill starts in customize (prompt mode) with the ingredient', () => {
    expect(initCreatorState(['  Carrots '])).toMatchObject({
      step: 'customize',
      generationType: 'prompt',
      ingredients: ['Carrots'],
    });
    expect(initCreatorState(null)).toEqual(initialCreatorState);
  });

  it("'Cook what's expiring' brings several pantry items, trimmed, blanks and twins dropped", () => {
    expect(initCreatorState(['Milk', ' spinach ', '  ', 'Milk']).ingredients).toEqual(['Milk', 'spinach']);
  });
});

describe('creation flow: the ingredient list', () => {
  const base = run({ type: 'startWithDescription' });

  it('adds trimmed text and refuses blank text', () => {
    let s = creatorReducer(base, { type: 'ingredientAdded', text: '  garlic  ' });
    s = creatorReducer(s, { type: 'ingredientAdded', text: '   ' });
    s = creatorReducer(s, { type: 'ingredientAdded', text: '' });
    expect(s.ingredients).toEqual(['garlic']);
  });

  it('adds a typed list as one ingredient per name, keeping "salt, to taste" whole, up to the limit', () => {
    let s = run({ type: 'startWithDescription' }, { type: 'ingredientAdded', text: 'Zucchini, Feta, Eier, Tomaten, Zwiebel' });
    expect(s.ingredients).toEqual(['Zucchini', 'Feta', 'Eier', 'Tomaten', 'Zwiebel']);
    s = creatorReducer(s, { type: 'ingredientAdded', text: 'Salz, nach Geschmack; sal, al gusto' });
    expect(s.ingredients.slice(5)).toEqual(['Salz, nach Geschmack', 'sal, al gusto']);
    const many = Array.from({ length: 60 }, (_, i) => `item ${i}`).join(', ');
    expect(creatorReducer(s, { type: 'ingredientAdded', text: many }).ingredients).toHaveLength(50);
  });

  it('edits in place (trimmed) and refuses a blank edit or a wrong index', () => {
    let s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'ingredientAdded', text: 'milk' });
    s = creatorReducer(s, { type: 'ingredientEdited', index: 1, text: ' oat milk ' });
    expect(s.ingredients).toEqual(['egg', 'oat milk']);
    expect(creatorReducer(s, { type: 'ingredientEdited', index: 0, text: '  ' })).toBe(s);
    expect(creatorReducer(s, { type: 'ingredientEdited', index: 5, text: 'x' })).toBe(s);
  });

  it('removes by index', () => {
    const s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'ingredientAdded', text: 'milk' }, {
      type: 'ingredientRemoved',
      index: 0,
    });
    expect(s.ingredients).toEqual(['milk']);
  });

  it('keeps the recipe name, cuisine and cooking method', () => {
    const s = run(
      { type: 'startWithDescription' },
      { type: 'recipeNameChanged', value: 'Paella' },
      { type: 'cuisineChanged', value: 'spanish' },
      { type: 'cookingMethodChanged', value: 'baking' },
    );
    expect(s).toMatchObject({ recipeName: 'Paella', cuisine: 'spanish', cookingMethod: 'baking' });
  });
});

describe('creation flow: generation', () => {
  const ready = run({ type: 'prefill', ingredients: ['egg'] });

  it('starts only when generation is allowed and not already running', () => {
    expect(run({ type: 'startWithDescription' }, { type: 'generateStarted' }).generating).toBe(false);
    const s = creatorReducer(ready, { type: 'generateStarted' });
    expect(s.generating).toBe(true);
    expect(creatorReducer(s, { type: 'generateStarted' })).toBe(s);
  });

  it('success shows the recipe step', () => {
    const s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'generateStarted' }, {
      type: 'generateSucceeded',
      recipe,
    });
    expect(s).toMatchObject({ step: 'recipe', generating: false, recipe });
  });

  it('failure stays on customize with the error, which can be dismissed', () => {
    let s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'generateStarted' }, {
      type: 'generateFailed',
      message: 'Failed to generate recipe. Please try again.',
    });
    expect(s).toMatchObject({ step: 'customize', generating: false, ingredients: ['egg'] });
    expect(s.error?.source).toBe('generate');
    s = creatorReducer(s, { type: 'errorDismissed' });
    expect(s.error).toBeNull();
  });

  it('a limit answer (null message) stops without a banner', () => {
    const s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'generateStarted' }, {
      type: 'generateFailed',
      message: null,
    });
    expect(s).toMatchObject({ generating: false, error: null });
  });

  it("'New recipe' resets everything to upload", () => {
    const s = run({ type: 'prefill', ingredients: ['egg'] }, { type: 'generateStarted' }, {
      type: 'generateSucceeded',
      recipe,
    }, { type: 'newRecipe' });
    expect(s).toEqual(initialCreatorState);
  });
});

describe('generate rules and hints', () => {
  it('image mode needs an ingredient', () => {
    const s = { generationType: 'image' as const, ingredients: [], recipeName: 'Soup' };
    expect(canGenerate(s)).toBe(false);
    expect(generateHintKey(s)).toBe('hints.addIngredient');
    expect(generateHintKey({ ...s, ingredients: ['egg'] })).toBeNull();
  });

  it('prompt mode needs a non-blank description or an ingredient', () => {
    const s = { generationType: 'prompt' as const, ingredients: [], recipeName: '   ' };
    expect(generateHintKey(s)).toBe('hints.addDescriptionOrIngredient');
    expect(generateHintKey({ ...s, recipeName: 'Paella' })).toBeNull();
    expect(generateHintKey({ ...s, ingredients: ['rice'] })).toBeNull();
  });
});
