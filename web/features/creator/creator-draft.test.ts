import { describe, expect, it } from 'vitest';
import { draftOf, keepDraft, keptDraft, stateOfDraft } from './creator-draft';
import { creatorReducer, initialCreatorState, type CreatorAction, type CreatorState } from './creator-state';

const run = (...actions: CreatorAction[]): CreatorState => actions.reduce(creatorReducer, initialCreatorState);

describe('the creator draft kept per history entry', () => {
  it('keeps what was typed and brings it back on the typing form', () => {
    const typed = run(
      { type: 'startWithDescription' },
      { type: 'recipeNameChanged', value: 'Paella for 4' },
      { type: 'ingredientAdded', text: 'rice, saffron' },
      { type: 'cuisineChanged', value: 'spanish' },
    );
    keepDraft('entry-1', typed);
    expect(keptDraft('entry-1')).toEqual({ ...typed, generationType: 'prompt' });
    expect(keptDraft('entry-2')).toBeNull();
  });

  it('a photo’s list comes back without the photo; an empty form or a new recipe forgets the entry', () => {
    const fromPhoto = run({ type: 'imageSelected', preview: 'data:x' }, { type: 'detectSucceeded', ingredients: ['tomato'], imageUrl: '/i/1.png' });
    keepDraft('entry-3', fromPhoto);
    expect(keptDraft('entry-3')).toMatchObject({ step: 'customize', generationType: 'prompt', imagePreview: null, imageUrl: null, ingredients: ['tomato'] });
    keepDraft('entry-3', creatorReducer(fromPhoto, { type: 'newRecipe' }));
    expect(keptDraft('entry-3')).toBeNull();
    expect(draftOf(run({ type: 'startWithDescription' }))).toBeNull();
  });

  it('refuses what is not a draft', () => {
    expect(stateOfDraft(null)).toBeNull();
    expect(stateOfDraft({ ingredients: [' ', 3], recipeName: '' })).toBeNull();
    expect(stateOfDraft({ ingredients: ['egg'], cuisine: 'martian', cookingMethod: 'teleporting' })).toMatchObject({ ingredients: ['egg'], cuisine: '', cookingMethod: '' });
  });
});
