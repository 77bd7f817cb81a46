import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { checkIngredients } from '#core/diet/allergens';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from '../../ai/prompts';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows, generate, geminiAnswer, requestWithGemini, usageOf, validModelRecipe } from './creator-test-helpers';

/** Generation obeys the cook's diet and allergy profile (docs/decisions/021-diet-and-allergy-profile.md). */

interface GeminiBody {
  contents: Array<{ parts: Array<{ text?: string }> }>;
  systemInstruction: { parts: Array<{ text: string }> };
}

let fetchSpy: MockInstance<typeof fetch>;
let answers: Response[] = [];
const calls: GeminiBody[] = [];

beforeEach(() => {
  answers = [];
  calls.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://generativelanguage.googleapis.com/')) {
      throw new Error(`unexpected outbound call to ${request.url}`);
    }
    calls.push(await request.json());
    const next = answers.shift();
    if (!next) throw new Error('no Gemini answer queued');
    return next;
  });
});

afterEach(() => {
  fetchSpy.mockRestore();
});

async function signInWithProfile(
  profile: { diets?: string[]; allergens?: string[]; dislikes?: string[] },
  planType: 'free' | 'monthly' = 'free',
) {
  const user = await signIn({ planType });
  const res = await apiFetch('/diet-profile', {
    method: 'PUT',
    cookie: user.cookie,
    json: { diets: [], allergens: [], dislikes: [], ...profile },
  });
  expect(res.status).toBe(200);
  return user;
}

/** The JSON the prompt carries between the user-data markers. */
function userData(body: GeminiBody): Record<string, unknown> {
  const text = body.contents[0]!.parts.map((p) => p.text ?? '').join('\n');
  const start = text.indexOf(USER_DATA_OPEN) + USER_DATA_OPEN.length;
  return JSON.parse(text.slice(start, text.indexOf(USER_DATA_CLOSE)).trim()) as Record<string, unknown>;
}

const withParmesan = {
  ...validModelRecipe,
  title: 'Spaghetti aglio e olio',
  ingredients: ['200 g spaghetti', '2 cloves garlic', '40 g Parmesan, grated'],
};
const clean = { ...withParmesan, ingredients: ['200 g spaghetti', '2 cloves garlic', '3 tbsp olive oil'] };

describe('offline chef under a diet profile', () => {
  it('writes satay without peanuts for a peanut-allergic cook, leaving out or swapping the peanuts they gave', async () => {
    const { cookie } = await signInWithProfile({ allergens: ['peanuts'] }, 'monthly');
    for (const [ingredients, language] of [
      [['chicken', 'peanut butter', 'soy sauce'], 'en'],
      [[], 'en'],
      [['pollo', 'cacahuetes'], 'es'],
      [['Hähnchen', '2 EL Erdnussöl'], 'de'],
    ] as const) {
      const res = await generate(cookie, { ingredients, generationType: 'prompt', recipeName: 'satay', language });
      expect(res.status).toBe(200);
      const { recipe } = await res.json<{ recipe: { ingredients: string; instructions: string } }>();
      const lines = recipe.ingredients.split('\n');
      expect(checkIngredients(lines, { diets: [], allergens: ['peanuts'], dislikes: [] })).toEqual([]);
      expect(`${recipe.ingredients}\n${recipe.instructions}`).not.toMatch(/peanut|cacahuete|erdnuss/i);
    }
    expect((await usageOf(cookie)).used).toBe(4);
  });

  it('keeps a vegan, gluten-free cook’s recipe free of what they gave that breaks it', async () => {
    const { cookie } = await signInWithProfile({ diets: ['vegan', 'gluten_free'], dislikes: ['cilantro'] });
    const res = await generate(cookie, {
      ingredients: ['chicken', 'butter', 'spaghetti', 'cilantro', 'chickpeas', 'spinach'],
      generationType: 'image',
      language: 'en',
    });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { ingredients: string } }>();
    expect(recipe.ingredients).toMatch(/chickpeas/);
    expect(recipe.ingredients).toMatch(/spinach/);
    // Substituted (chickpeas, vegan butter, gluten-free spaghetti) or left out (the disliked cilantro).
    expect(recipe.ingredients).not.toMatch(/chicken|cilantro/i);
    expect(checkIngredients(recipe.ingredients.split('\n'), { diets: ['vegan', 'gluten_free'], allergens: [], dislikes: ['cilantro'] })).toEqual([]);
  });
});

describe('Gemini under a diet profile', () => {
  it('sends the profile as data and hard constraints, retries once with the finding, then swaps in a substitute that keeps the dish', async () => {
    const { cookie, userId } = await signInWithProfile({ diets: ['dairy_free'] });
    answers.push(geminiAnswer(JSON.stringify(withParmesan)), geminiAnswer(JSON.stringify(withParmesan)));

    const res = await requestWithGemini('/generate-recipe', cookie, { ingredients: ['spaghetti', 'garlic'], language: 'en' });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { ingredients: string } }>();
    expect(recipe.ingredients).toContain('40 g vegan cheese, grated');
    expect(recipe.ingredients).not.toMatch(/parmesan/i);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.systemInstruction.parts[0]!.text).toMatch(/hard constraints/);
    expect(userData(calls[0]!)).toMatchObject({ dietProfile: { diets: ['dairy_free'], allergens: [], dislikes: [] } });
    expect(userData(calls[0]!)).not.toHaveProperty('conflictsToFix');
    expect(userData(calls[1]!)).toMatchObject({
      conflictsToFix: [{ ingredient: '40 g Parmesan, grated', rule: 'dairy_free', term: 'Parmesan' }],
    });
    expect((await usageOf(cookie)).used).toBe(1);
    expect(await countRows('recipes', userId)).toBe(1);
  });

  it('answers 422 diet_conflict and gives the unit back when no substitute makes sense (a dislike)', async () => {
    const { cookie, userId } = await signInWithProfile({ dislikes: ['parmesan'] });
    const before = await usageOf(cookie);
    answers.push(geminiAnswer(JSON.stringify(withParmesan)), geminiAnswer(JSON.stringify(withParmesan)));
    const res = await requestWithGemini('/generate-recipe', cookie, { ingredients: ['spaghetti', 'garlic'], language: 'en' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'diet_conflict', ingredient: '40 g Parmesan, grated' });
    expect(calls).toHaveLength(2);
    expect(await usageOf(cookie)).toEqual(before);
    expect(await countRows('recipes', userId)).toBe(0);
  });

  it('saves the clean retry and counts one unit', async () => {
    const { cookie, userId } = await signInWithProfile({ allergens: ['milk'] });
    answers.push(geminiAnswer(JSON.stringify(withParmesan)), geminiAnswer(JSON.stringify(clean)));
    const res = await requestWithGemini('/generate-recipe', cookie, { ingredients: ['spaghetti'], language: 'en' });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { ingredients: string } }>();
    expect(recipe.ingredients).toBe(clean.ingredients.join('\n'));
    expect(calls).toHaveLength(2);
    expect((await usageOf(cookie)).used).toBe(1);
    expect(await countRows('recipes', userId)).toBe(1);
  });

  it('calls the model once and sends no profile when the cook has none', async () => {
    const { cookie } = await signIn();
    answers.push(geminiAnswer(JSON.stringify(withParmesan)));
    const res = await requestWithGemini('/generate-recipe', cookie, { ingredients: ['spaghetti'], language: 'en' });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(userData(calls[0]!)).not.toHaveProperty('dietProfile');
    expect(calls[0]!.systemInstruction.parts[0]!.text).not.toMatch(/hard constraints/);
  });
});
