import { count } from 'drizzle-orm';
import { RECIPE_LANGUAGES } from '#core/kernel/options';
import type { DiscoverLanguageCounts } from '#core/schemas/community-response';
import type { CommunityDeps } from './community.types';
import { s } from './feed-card';

/**
 * How many shared recipes the Discover feed holds in each language (every language listed, 0
 * included, in core/kernel/options.ts order), so the feed shows the reader's language first and says
 * how many more wait in the others (docs/product.md "Discover"). One GROUP BY over the
 * language-led index.
 */
export async function feedLanguageCounts({ db }: Pick<CommunityDeps, 'db'>): Promise<DiscoverLanguageCounts> {
  const rows = await db.select({ language: s.language, n: count() }).from(s).groupBy(s.language);
  const byLanguage = new Map(rows.map((row) => [row.language, row.n]));
  const languages = RECIPE_LANGUAGES.map((language) => ({ language, count: byLanguage.get(language) ?? 0 }));
  return { languages, total: languages.reduce((sum, l) => sum + l.count, 0) };
}
