/**
 * The bench data set, generated deterministically (seeded PRNG): 2,000 users, 10,000 recipes
 * all shared, 50,000 votes, plus per-user counters in step with them. Emitted as multi-row
 * INSERT statements, each under D1's 100 KB statement limit.
 */
import { createHash } from 'node:crypto';
import { trendingScore } from '#core/kernel/trending';

export const BENCH = { users: 2000, recipes: 10_000, votes: 50_000 } as const;
export const BENCH_USER_ID = 'bench-u-0000';
export const BENCH_TOKEN = 'bench-session-token-not-secret-local-only-0000000000';
/** A second session, for the 50th-ranked cook (my-rank inside the stored top 100). */
export const BENCH_TOP_TOKEN = 'bench-session-token-not-secret-local-only-top50-0000';
const MAX_STATEMENT_BYTES = 90_000;

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/** Multi-row INSERTs of `rows` into `head` ("INSERT INTO t (a, b) VALUES"), chunked by size. */
function inserts(head: string, rows: Array<Array<string | number | null>>): string[] {
  const out: string[] = [];
  let chunk: string[] = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${row.map(q).join(',')})`;
    if (size + tuple.length + 1 > MAX_STATEMENT_BYTES && chunk.length) {
      out.push(`${head} ${chunk.join(',')}`);
      chunk = [];
      size = head.length;
    }
    chunk.push(tuple);
    size += tuple.length + 1;
  }
  if (chunk.length) out.push(`${head} ${chunk.join(',')}`);
  return out;
}

const CUISINES = ['italian', 'mexican', 'asian', 'indian', 'french', 'thai', 'greek', 'japanese'];
const METHODS = ['baking', 'grilling', 'roasting', 'steaming', 'stir-frying', 'braising'];
const DIFF = ['easy', 'medium', 'hard'];

type Stats = Map<string, { created: number; up: number; down: number; last: string }>;

/** The user at `rank` (1-based) in the leaderboard order (every recipe is shared, so shared = created). */
function rankedUserAt(stats: Stats, rank: number): string {
  const score = (s: { created: number; up: number; down: number }) => Math.max(0, 25 * s.created + 5 * s.up - 2 * s.down);
  const order = [...stats].sort(([ia, a], [ib, b]) =>
    score(b) - score(a) || b.created - a.created || b.last.localeCompare(a.last) || ia.localeCompare(ib),
  );
  return order[rank - 1]?.[0] ?? BENCH_USER_ID;
}

export function benchStatements(now: Date): string[] {
  const rand = prng(20261120);
  const at = now.toISOString();
  const userId = (i: number) => `bench-u-${String(i).padStart(4, '0')}`;
  const users = Array.from({ length: BENCH.users }, (_, i) => [userId(i), `${userId(i)}@bench.test`, `Bench Cook ${i}`, `Bench${i}`, `https://example.com/avatar/${i}.png`, at]);
  const settings = users.map((u, i) => [u[0] ?? '', i % 2, at]);

  const recipes: Array<Array<string | number | null>> = [];
  const shared: Array<Array<string | number | null>> = [];
  const owners: string[] = [];
  const up = new Array<number>(BENCH.recipes).fill(0);
  const down = new Array<number>(BENCH.recipes).fill(0);
  const views: number[] = [];
  const sharedAt: string[] = [];
  const stats: Stats = new Map();
  for (let r = 0; r < BENCH.recipes; r++) {
    const owner = userId(r % BENCH.users);
    owners.push(owner);
    const created = new Date(now.getTime() - Math.floor(rand() * 30 * 24 * 3600_000)).toISOString();
    sharedAt.push(created);
    views.push(Math.floor(rand() * 400));
    const cuisine = CUISINES[r % CUISINES.length] ?? null;
    const method = METHODS[r % METHODS.length] ?? null;
    const difficulty = DIFF[r % 3] ?? 'easy';
    const title = `Bench dish ${r}`;
    recipes.push([`bench-r-${r}`, owner, title, cuisine, method, 10 + (r % 20), 15 + (r % 40), 1 + (r % 6), difficulty,
      '- 200 g flour\n- 2 eggs\n- 1 cup milk\n- pinch of salt', '1. Mix the **dry** ingredients\n2. Whisk in the eggs\n3. Cook *gently*', 'en', 'prompt', 'quick', 'offline', created]);
    const s = stats.get(owner) ?? { created: 0, up: 0, down: 0, last: '' };
    s.created += 1;
    if (created > s.last) s.last = created;
    stats.set(owner, s);
  }

  const seen = new Set<string>();
  const votes: Array<Array<string | number | null>> = [];
  while (votes.length < BENCH.votes) {
    const r = Math.floor(rand() * BENCH.recipes);
    const voter = userId(Math.floor(rand() * BENCH.users));
    const owner = owners[r] ?? '';
    const key = `${r}|${voter}`;
    if (voter === owner || voter === BENCH_USER_ID || seen.has(key)) continue;
    seen.add(key);
    const isUp = rand() < 0.8;
    if (isUp) up[r] = (up[r] ?? 0) + 1;
    else down[r] = (down[r] ?? 0) + 1;
    const s = stats.get(owner);
    if (s) {
      if (isUp) s.up += 1;
      else s.down += 1;
    }
    votes.push([`bench-s-${r}`, voter, isUp ? 'upvote' : 'downvote', at]);
  }

  for (let r = 0; r < BENCH.recipes; r++) {
    const recipe = recipes[r] ?? [];
    const u = up[r] ?? 0;
    const d = down[r] ?? 0;
    const v = views[r] ?? 0;
    const sa = sharedAt[r] ?? at;
    shared.push([`bench-s-${r}`, `bench-r-${r}`, owners[r] ?? '', r % 3 ? null : `Bench note ${r}`, sa, u, d, u - d, v,
      trendingScore({ upvotes: u, downvotes: d, views: v, sharedAt: sa, now }), recipe[2] ?? '', recipe[5] ?? 0, recipe[6] ?? 0, recipe[7] ?? 1, recipe[8] ?? 'easy', recipe[3] ?? null, recipe[4] ?? null]);
  }

  const tokenHash = createHash('sha256').update(BENCH_TOKEN).digest('hex');
  const topHash = createHash('sha256').update(BENCH_TOP_TOKEN).digest('hex');
  const expires = new Date(now.getTime() + 20 * 24 * 3600_000).toISOString();
  const topUser = rankedUserAt(stats, 50);
  return [
    ...inserts('INSERT INTO users (id, email, name, given_name, picture, created_at) VALUES', users),
    ...inserts('INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES', settings),
    `INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES (${q(BENCH_USER_ID)}, 'monthly', 'active', ${q(at)})`,
    `INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (${q(tokenHash)}, ${q(BENCH_USER_ID)}, ${q(expires)}, ${q(at)})`,
    `INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (${q(topHash)}, ${q(topUser)}, ${q(expires)}, ${q(at)})`,
    ...inserts(
      'INSERT INTO recipes (id, user_id, title, cuisine, cooking_method, prep_time, cook_time, servings, difficulty, ingredients, instructions, language, generation_type, recipe_type, provider, created_at) VALUES',
      recipes,
    ),
    ...inserts(
      'INSERT INTO shared_recipes (id, recipe_id, user_id, share_message, shared_at, upvotes_count, downvotes_count, net_votes, views_count, trending_score, title, prep_time, cook_time, servings, difficulty, cuisine, cooking_method) VALUES',
      shared,
    ),
    ...inserts('INSERT INTO recipe_votes (shared_recipe_id, user_id, vote_type, created_at) VALUES', votes),
    ...inserts(
      'INSERT INTO user_stats (user_id, recipes_created, recipes_shared, upvotes_received, downvotes_received, last_recipe_at) VALUES',
      [...stats].map(([id, s]) => [id, s.created, s.created, s.up, s.down, s.last]),
    ),
  ];
}
