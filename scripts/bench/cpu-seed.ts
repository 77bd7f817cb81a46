/**
 * The CPU bench's state: migrations and the community at scale through wrangler's D1 commands, then
 * one Pro cook's kitchen and the people around it through the API (scripts/bench/cpu.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { seedRadio } from '../seed/radio';
import { addDays, api, generate, LINES, MEALS, manualRecipe, monday, openCheckout, PANTRY, pictureDrawn, request, signIn, tinyPng, today, type Ctx } from './cpu-api';
import { BENCH_TOKEN, benchStatements } from './seed-data';

function sh(args: string[]) {
  const res = spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '1' } });
  if (res.status !== 0) throw new Error(`npx ${args.join(' ')} failed (${res.status})`);
}

/**
 * Migrations and the community at scale, through wrangler's own D1 commands; the six radio tracks
 * in R2 as `npm run seed` writes them (scripts/seed/radio.ts).
 */
export async function prepareState(persistDir: string) {
  sh(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
  const file = join(persistDir, 'seed.sql');
  writeFileSync(file, benchStatements(new Date()).map((s) => `${s};`).join('\n'));
  sh(['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--file', file]);
  const proxy = await getPlatformProxy<{ DB: D1Database; BUCKET: R2Bucket }>({ configPath: 'wrangler.toml', persist: { path: join(persistDir, 'v3') } });
  try {
    await seedRadio(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

/**
 * The page template a shared recipe is drawn into (`/_prerendered/recipe`, worker/domains/pages):
 * the web build's when there is one (dist/client), else the bare shell it is made from. Without it
 * `GET /discover/:id` answers the assets' 404 and draws nothing, and no preview card is made.
 */
export function writeRecipeTemplate(assets: string) {
  const built = join('dist', 'client', '_prerendered', 'recipe.html');
  const html = existsSync(built)
    ? readFileSync(built, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Forkcast"><title>Forkcast</title></head><body><div id="root"></div></body></html>';
  mkdirSync(join(assets, '_prerendered'), { recursive: true });
  writeFileSync(join(assets, '_prerendered', 'recipe.html'), html);
}

/** The owner's kitchen and the people around it, through the API. */
export async function seedKitchen(origin: string): Promise<Ctx> {
  const owner = `__Host-fc_session=${BENCH_TOKEN}`;
  const base = { origin, owner };
  const generated: string[] = [];
  for (let i = 0; i < 8; i += 1) generated.push((await api<{ recipe: { id: string } }>(base, { method: 'POST', path: '/api/generate-recipe', json: generate(`Seed stew ${i}`) })).recipe.id);
  // Their dish pictures are drawn by the queue meanwhile; all drawn before anything is measured.
  for (const id of generated) await pictureDrawn(base, id);
  const manual: string[] = [];
  for (let i = 0; i < 6; i += 1) manual.push((await api<{ recipe: { id: string } }>(base, { method: 'POST', path: '/api/recipes', json: manualRecipe(`Seed soup ${i}`) })).recipe.id);
  const pantry: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const name = `${PANTRY[i % PANTRY.length]}${i >= PANTRY.length ? ` ${Math.floor(i / PANTRY.length) + 1}` : ''}`;
    pantry.push((await api<{ item: { id: string } }>(base, { method: 'POST', path: '/api/pantry', json: { name } })).item.id);
  }
  const shopping: string[] = [];
  for (let i = 0; i < 40; i += 1) shopping.push((await api<{ item: { id: string } }>(base, { method: 'POST', path: '/api/shopping-list', json: { name: LINES[i % LINES.length] } })).item.id);
  const meals: Ctx['ids']['meals'] = [];
  for (let d = 0; d < 7; d += 1) {
    for (const [k, meal_type] of MEALS.entries()) {
      const recipe = [...generated, ...manual][(d * 3 + k) % (generated.length + manual.length)];
      const json = { plan_date: addDays(monday, d), meal_type, recipe_id: recipe };
      const planned = await request(origin, { method: 'POST', path: '/api/meal-plans', json, cookie: owner });
      // A plan entry by recipe id where the schema takes it, else by title.
      const res = planned.ok ? planned : await request(origin, { method: 'POST', path: '/api/meal-plans', json: { plan_date: json.plan_date, meal_type, recipe_title: `Seed meal ${d}-${k}` }, cookie: owner });
      if (!res.ok) throw new Error(`meal-plans: ${res.status} ${await res.text()}`);
      meals.push({ id: ((await res.json()) as { meal: { id: string } }).meal.id, plan_date: json.plan_date, meal_type });
    }
  }
  await api(base, { method: 'PUT', path: '/api/diet-profile', json: { diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['coriander'] } });
  const shared: string[] = [];
  for (const id of generated.slice(0, 3)) shared.push((await api<{ shared_recipe_id: string }>(base, { method: 'POST', path: `/api/recipes/${id}/share`, json: { share_message: 'Our family favourite' } })).shared_recipe_id);
  let reviewer = '';
  for (let r = 0; r < 5; r += 1) {
    const cookie = await signIn(origin, `cpu-reviewer-${r}`, 'yearly', 20_000 + r);
    if (r === 0) reviewer = cookie;
    for (const id of shared) {
      await api(base, { method: 'POST', path: `/api/discover/${id}/rate`, json: { rating: 3 + (r % 3) }, cookie });
      await api(base, { method: 'POST', path: `/api/discover/${id}/review`, json: { review_text: `Lovely, made it twice (${r}).` }, cookie });
      await api(base, { method: 'POST', path: `/api/discover/${id}/vote`, json: { vote_type: 'upvote' }, cookie });
    }
  }
  const { token } = await api<{ token: string }>(base, { method: 'POST', path: '/api/household/invites' });
  const member = await signIn(origin, 'cpu-member', 'free', 20_100);
  await api(base, { method: 'POST', path: '/api/household/join', json: { token }, cookie: member });
  const checkout = await openCheckout(base);
  // A cook whose dev sign-in started a simulated monthly subscription, and the one Stripe's events name.
  const subscriber = await signIn(origin, 'cpu-subscriber', 'monthly', 20_200);
  const hookedCookie = await signIn(origin, 'cpu-webhook', 'free', 20_300);
  const hooked = { cookie: hookedCookie, userId: (await api<{ id: string }>(base, { method: 'GET', path: '/api/users/me', cookie: hookedCookie })).id };
  const detected = await request(origin, { method: 'POST', path: '/api/detect-ingredients', json: { imageBase64: `data:image/png;base64,${tinyPng()}`, language: 'en' }, cookie: owner });
  const image = detected.ok ? ((await detected.json()) as { imageUrl?: string }).imageUrl : undefined;
  if (!image) throw new Error(`detect-ingredients stored no photo (${detected.status})`);
  // A shared recipe without a dish picture gets a drawn preview card (with one, the picture is the preview).
  const { shared_recipe_id: plain } = await api<{ shared_recipe_id: string }>(base, { method: 'POST', path: `/api/recipes/${manual[1]}/share`, json: { share_message: 'Quick and plain' } });
  const page = await request(origin, { method: 'GET', path: `/discover/${plain}` });
  const og = /\/og\/[^"'\s]+\.png/.exec(await page.text())?.[0];
  if (!og) throw new Error(`the shared page (${page.status}) names no preview card`);
  const exportRes = await request(origin, { method: 'GET', path: '/api/export', cookie: owner });
  if (!exportRes.ok) throw new Error(`export: ${exportRes.status}`);
  const exportZip = new Uint8Array(await exportRes.arrayBuffer());
  return {
    origin,
    owner,
    reviewer,
    member,
    subscriber,
    hooked,
    ids: { recipe: generated[0]!, manualRecipe: manual[0]!, shared: shared[0]!, communityShared: 'bench-s-42', pantry, shopping, meals, checkout, image, og, exportZip },
    monday,
    today,
  };
}
