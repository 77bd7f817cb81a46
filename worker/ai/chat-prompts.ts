import { z, type ZodType } from 'zod';
import {
  detectedIngredientsSchema,
  modelRecipeSchema,
  nutritionEstimateSchema,
} from '#core/schemas/recipe';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import {
  detectSystemInstruction,
  nutritionSystemInstruction,
  nutritionUserParts,
  recipeSystemInstruction,
  recipeUserParts,
} from './prompts';
import type { DetectIngredientsInput, GenerateRecipeInput, NutritionInput, PictureInput } from './provider';
import { toBase64 } from './model-call';

/**
 * The same prompts as chat messages, for the providers that speak "messages" (OpenAI-compatible
 * servers and the Workers AI binding; docs/decisions/036-model-providers.md): the instructions as
 * the system message, the user's data as the user message, a photo as an `image_url` part.
 */

export type ChatPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ChatPart[];
}

/** One JSON task: its messages and the JSON Schema its answer must match. */
export interface JsonTask {
  name: string;
  messages: ChatMessage[];
  schema: Record<string, unknown>;
}

/** Keywords every JSON-Schema-constrained server here accepts; zod checks the rest afterwards. */
const PORTABLE_KEYWORDS = new Set(['type', 'enum', 'items', 'properties', 'required', 'description']);

function portable(node: unknown, parentKey?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => portable(item));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (parentKey === 'properties' || PORTABLE_KEYWORDS.has(key)) out[key] = portable(value, key);
  }
  // OpenAI's strict mode asks every object to close its properties.
  if (out.type === 'object' && parentKey !== 'properties') out.additionalProperties = false;
  return out;
}

/**
 * The zod schema from core as a portable JSON Schema (one source of truth): properties in the
 * schema's order, so a model writing them in order writes the title first.
 */
export function toPortableSchema(schema: ZodType): Record<string, unknown> {
  return portable(z.toJSONSchema(schema, { io: 'input' })) as Record<string, unknown>;
}

export const RECIPE_SCHEMA = toPortableSchema(modelRecipeSchema);
export const DETECT_SCHEMA = toPortableSchema(detectedIngredientsSchema);
export const NUTRITION_SCHEMA = toPortableSchema(nutritionEstimateSchema);

/** For servers that only promise "some JSON": the shape spelled out in the instructions. */
export function jsonShapeRule(schema: Record<string, unknown>): string {
  return `Answer with one JSON object only, no prose and no code fence, matching this JSON Schema: ${JSON.stringify(schema)}`;
}

const userText = (parts: Array<{ text: string }>) => parts.map((p) => p.text).join('\n\n');

export function recipeTask(input: GenerateRecipeInput): JsonTask {
  return {
    name: 'recipe',
    schema: RECIPE_SCHEMA,
    messages: [
      { role: 'system', content: recipeSystemInstruction(input) },
      { role: 'user', content: userText(recipeUserParts(input)) },
    ],
  };
}

export function detectTask(input: DetectIngredientsInput): JsonTask {
  return {
    name: 'ingredients',
    schema: DETECT_SCHEMA,
    messages: [
      { role: 'system', content: detectSystemInstruction(input) },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'List the food ingredients you can see in this photo.' },
          { type: 'image_url', image_url: { url: `data:${input.mimeType};base64,${toBase64(input.image)}` } },
        ],
      },
    ],
  };
}

export function nutritionTask(input: NutritionInput): JsonTask {
  return {
    name: 'nutrition',
    schema: NUTRITION_SCHEMA,
    messages: [
      { role: 'system', content: nutritionSystemInstruction() },
      { role: 'user', content: userText(nutritionUserParts(input)) },
    ],
  };
}

/** The task's messages with the JSON shape added to the system message. */
export function withShapeRule(task: JsonTask): ChatMessage[] {
  return task.messages.map((m) =>
    m.role === 'system' && typeof m.content === 'string' ? { ...m, content: `${m.content}\n${jsonShapeRule(task.schema)}` } : m,
  );
}

/**
 * The prompt of a dish picture: the dish's name and its main ingredients (names without amounts,
 * at most twelve), as a photograph with no text or people in it.
 */
export function picturePrompt(input: PictureInput): string {
  const names = [...new Set(input.ingredients.map((line) => (parseIngredientLine(line)?.name ?? line).trim()).filter(Boolean))].slice(0, 12);
  const title = input.title.replace(/\s+/g, ' ').trim().slice(0, 120);
  return [
    `An appetising, realistic food photograph of the finished dish "${title}"`,
    names.length ? `, made with ${names.join(', ')}` : '',
    '. Served on a plate, natural light, close-up from slightly above. No text, no labels, no people, no hands.',
  ].join('');
}
