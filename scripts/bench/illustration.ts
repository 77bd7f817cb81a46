import { gzipSync } from 'node:zlib';
import { dishIllustration, dishSvgTree } from '#core/recipe/dish-illustration';
import { sampleRecipes } from '#core/recipe/sample-recipes';
import { COOK_RECIPES } from '../seed/community';
import { SEED_RECIPES } from '../seed/recipes';
import { writeBenchSection } from './bench-doc';

/**
 * Dish illustrations (`npm run bench:illustration`): what one card's drawn picture costs
 * (docs/decisions/035-dish-pictures-illustrations.md) — the time to draw it from the recipe (scene and SVG, what
 * the shared page's server does) and to turn it into the element tree the app renders, median
 * over many draws, and its bytes raw and gzipped, over the demo recipes and the dashboard samples
 * in en, es and de.
 */
const recipes = [
  ...SEED_RECIPES.map((r) => ({ title: r.title, ingredients: r.ingredients })),
  ...COOK_RECIPES.map((r) => ({ title: r.title, ingredients: r.ingredients })),
  ...(['en', 'es', 'de'] as const).flatMap((lang) => sampleRecipes(lang).map((s) => ({ title: s.title, ingredients: s.ingredients }))),
];
const ROUNDS = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

// Warm up the JIT as a page that has drawn a few cards has.
for (let i = 0; i < 50; i++) for (const recipe of recipes) dishSvgTree(dishIllustration(recipe));

const draw: number[] = [];
const tree: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const recipe of recipes) {
    const start = performance.now();
    const svg = dishIllustration(recipe);
    const drawn = performance.now();
    dishSvgTree(svg);
    draw.push(drawn - start);
    tree.push(performance.now() - drawn);
  }
}
const sizes = recipes.map((recipe) => Buffer.byteLength(dishIllustration(recipe)));
const gzipped = recipes.map((recipe) => gzipSync(dishIllustration(recipe)).length);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(3)} ms`;

const text = `## Illustrations

One card's drawn picture (\`npm run bench:illustration\`, core/recipe/dish-illustration.ts) over
${recipes.length} recipes (the demo data and the dashboard samples in en, es and de), ${ROUNDS} draws
each, after a warm-up, in Node on this machine (2 cores). The picture is drawn where it is shown:
no request per card.

| step | median per card |
|---|---|
| draw (scene + SVG string; the shared page's server HTML) | ${ms(median(draw))} |
| element tree for React (web/components/recipe-picture.tsx) | ${ms(median(tree))} |

| bytes per picture | median | largest |
|---|---|---|
| SVG | ${kb(median(sizes))} | ${kb(Math.max(...sizes))} |
| gzipped | ${kb(median(gzipped))} | ${kb(Math.max(...gzipped))} |
`;

writeBenchSection('## Illustrations', text);
console.log(text);
