import { describe, expect, it } from 'vitest';
import { discoverLanguageCountsSchema, type DiscoverLanguageCounts } from '#core/schemas/community-response';
import { shareWritten } from './language-test-helpers';
import { apiFetch } from './test-helpers';
import { signIn } from '../../test/helpers';

async function counts(cookie: string): Promise<DiscoverLanguageCounts> {
  const res = await apiFetch('/discover/languages', { cookie });
  expect(res.status).toBe(200);
  return discoverLanguageCountsSchema.strict().parse(await res.json());
}

const of = (answer: DiscoverLanguageCounts, language: string) => answer.languages.find((l) => l.language === language)?.count ?? -1;

describe('GET /api/discover/languages', () => {
  it('counts the shared recipes of each language, every language listed, and their total', async () => {
    const reader = await signIn({ planType: 'monthly' });
    const before = await counts(reader.cookie);
    expect(before.languages.map((l) => l.language)).toEqual(['en', 'es', 'de']);
    const creator = await signIn({ planType: 'monthly' });
    await shareWritten(creator, 'es');
    await shareWritten(creator, 'de');
    await shareWritten(creator, 'de');
    const after = await counts(reader.cookie);
    expect(of(after, 'es') - of(before, 'es')).toBe(1);
    expect(of(after, 'de') - of(before, 'de')).toBe(2);
    expect(of(after, 'en') - of(before, 'en')).toBe(0);
    expect(after.total).toBe(after.languages.reduce((sum, l) => sum + l.count, 0));
    // The same numbers the feed pages through.
    const spanish = await apiFetch('/discover?language=es&limit=50', { cookie: reader.cookie });
    const { recipes } = await spanish.json<{ recipes: unknown[] }>();
    expect(recipes.length).toBe(Math.min(50, of(after, 'es')));
  });

  it('is Pro, as the feed: free 403 plan_required, signed out 401', async () => {
    const free = await signIn({ planType: 'free' });
    const res = await apiFetch('/discover/languages', { cookie: free.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'plan_required' });
    expect((await apiFetch('/discover/languages')).status).toBe(401);
  });
});
