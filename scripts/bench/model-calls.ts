import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request, signIn } from './cpu-api';
import { withBenchWorker } from './bench-worker';
import { applyMigrations, withLocalD1 } from './local-d1';
import { writeBenchSection } from './bench-doc';

/**
 * `npm run bench:model-calls`: the model calls each route makes under the hostile patterns of the
 * fourth outside attack (docs/decisions/078-translation-budget.md), against the real worker with
 * an OpenAI-compatible model stub that counts its calls. Writes docs/bench.md "Model calls under
 * hostile patterns".
 */

const GERMAN = {
  title: 'Knoblauchpilze',
  ingredients: ['400 g Champignons', '2 Zehen Knoblauch, gehackt', '1 EL Olivenöl', 'Salz und Pfeffer'],
  instructions: ['Das Öl in einer Pfanne erhitzen und den Knoblauch hinzufügen.', 'Die Pilze dazugeben und 8 Minuten braten.', 'Mit Salz und Pfeffer würzen und servieren.'],
};
const SPANISH = {
  title: 'Champiñones al ajillo',
  description: '',
  ingredients: ['400 g de champiñones', '2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Sal y pimienta'],
  instructions: ['Calienta el aceite en una sartén y añade el ajo.', 'Añade las setas y fríelas 8 minutos.', 'Sazona con sal y pimienta y sirve.'],
};
/** Foods no table knows, so the estimate needs the model (a matched recipe asks none). */
const UNKNOWN_FOODS = ['200 g Quuxbeeren', '1 Zorbelwurz'];
const NUTRITION = { calories: 120, protein: 8, carbs: 12, fat: 4, fiber: 1, sugar: 2, sodium: 300 };

/** The model stub: counts calls, answers a translation or an estimate, or fails when told to. */
function modelStub() {
  const state = { calls: 0, fail: false };
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    state.calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (state.fail) {
      res.writeHead(503).end('overloaded');
      return;
    }
    const content = /translat/i.test(body) ? SPANISH : NUTRITION;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] }));
  });
  return { state, server };
}

async function main() {
  const { state, server } = modelStub();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const rows: Array<[string, string, number, string]> = [];
  try {
    await withBenchWorker({
      name: 'model-calls',
      bindings: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'bench', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '', GEMINI_API_KEY: '', DEV_LOGIN: 'true' },
      prepare: (dir) => withLocalD1(dir, applyMigrations),
      run: async (url) => {
        const origin = url.origin;
        // Several writers: writing by hand is capped at 30 recipes an hour per cook.
        const [cook, writerA, writerB, estimator] = [
          await signIn(origin, 'creator', 'monthly', 1),
          await signIn(origin, 'writer-a', 'monthly', 2),
          await signIn(origin, 'writer-b', 'monthly', 3),
          await signIn(origin, 'estimator', 'monthly', 4),
        ];
        const call = (method: string, path: string, json?: unknown, cookie = cook, ip = '203.0.113.9') =>
          request(origin, { method, path, json, cookie, headers: { origin, 'cf-connecting-ip': ip } });
        const write = async (title: string, who = cook, ingredients = GERMAN.ingredients) => {
          const res = await call('POST', '/api/recipes', { title, ingredients, instructions: GERMAN.instructions, language: 'de' }, who);
          return ((await res.json()) as { recipe: { id: string } }).recipe.id;
        };
        const shareOf = async (recipeId: string, who = cook) => {
          await call('POST', `/api/recipes/${recipeId}/share`, {}, who);
          const detail = await call('GET', `/api/recipes/${recipeId}/share`, undefined, who);
          return ((await detail.json()) as { shared_recipe_id?: string; id?: string }).shared_recipe_id ?? '';
        };
        const measure = async (route: string, pattern: string, work: () => Promise<string>) => {
          const before = state.calls;
          const answers = await work();
          rows.push([route, pattern, state.calls - before, answers]);
        };
        const tally = (statuses: number[]) => [...new Set(statuses)].sort().map((s) => `${statuses.filter((x) => x === s).length}× ${s}`).join(', ');

        const first = await shareOf(await write(GERMAN.title));
        await measure('GET /api/discover/{id}?lang=es', '12 parallel first reads (signed out, 12 addresses)', async () =>
          tally((await Promise.all(Array.from({ length: 12 }, (_, i) => call('GET', `/api/discover/${first}?lang=es`, undefined, '', `198.51.100.${i + 1}`)))).map((r) => r.status)),
        );
        const failing = await shareOf(await write(`${GERMAN.title} 2`));
        state.fail = true;
        await measure('GET /api/discover/{id}?lang=es', '50 views while the model fails', async () => {
          const statuses: number[] = [];
          for (let i = 0; i < 50; i++) statuses.push((await call('GET', `/api/discover/${failing}?lang=es`, undefined, '', `198.51.101.${(i % 250) + 1}`)).status);
          return tally(statuses);
        });
        state.fail = false;
        await measure('GET /api/discover/{id}?lang=…', '30 translations asked by one reader (new recipes)', async () => {
          const statuses: number[] = [];
          for (let i = 0; i < 30; i++) {
            const who = i % 2 ? writerA : writerB;
            const id = await shareOf(await write(`${GERMAN.title} r${i}`, who), who);
            statuses.push((await call('GET', `/api/discover/${id}?lang=es`, undefined, '', '198.51.102.7')).status);
          }
          return tally(statuses);
        });
        const nutritionIds = await Promise.all(Array.from({ length: 25 }, (_, i) => write(`Suppe ${i}`, estimator, UNKNOWN_FOODS)));
        await measure('POST /api/recipes/{id}/nutrition', '25 parallel estimates, then 5 more on a recipe with changed ingredients', async () => {
          const statuses = (await Promise.all(nutritionIds.map((id) => call('POST', `/api/recipes/${id}/nutrition`, undefined, estimator)))).map((r) => r.status);
          for (let i = 0; i < 5; i++) {
            await call('PATCH', `/api/recipes/${nutritionIds[0]}`, { ingredients: [...UNKNOWN_FOODS, `${i + 1} Zorbelknollen`] }, estimator);
            statuses.push((await call('POST', `/api/recipes/${nutritionIds[0]}/nutrition`, undefined, estimator)).status);
          }
          return tally(statuses);
        });
      },
    });
  } finally {
    server.close();
  }
  const table = rows.map(([route, pattern, calls, answers]) => `| \`${route}\` | ${pattern} | ${calls} | ${answers} |`).join('\n');
  const text = `## Model calls under hostile patterns

\`npm run bench:model-calls\` (scripts/bench/model-calls.ts): the real worker on workerd with an
OpenAI-compatible model stub that counts its calls (docs/decisions/078-translation-budget.md).
The nutrition row asked the model nothing: the estimate now reads the food table first and these
recipes never reached the model; the per-cook limit on model estimates (20 a day) is held by
worker/domains/recipes/nutrition-budget.test.ts.
Run ${new Date().toISOString().slice(0, 10)}.

| Route | Pattern | Model calls | Answers |
|---|---|---|---|
${table}
`;
  writeBenchSection('## Model calls under hostile patterns', text);
  console.log(text);
}

await main();
