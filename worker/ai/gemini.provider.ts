import { GoogleGenAI, type Part } from '@google/genai';
import type { ZodType } from 'zod';
import {
  detectedIngredientsSchema,
  generatedRecipeSchema,
  nutritionEstimateSchema,
} from '../../core/schemas/recipe';
import { ApiError } from '../lib/errors';
import {
  DETECT_JSON_SCHEMA,
  NUTRITION_JSON_SCHEMA,
  RECIPE_JSON_SCHEMA,
  detectSystemInstruction,
  nutritionSystemInstruction,
  nutritionUserParts,
  recipeSystemInstruction,
  recipeUserParts,
} from './prompts';
import type { ModelProvider } from './provider';
import { MalformedOutput, RecipeJsonScanner, type RecipeStream } from './recipe-stream';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
/** Attempts per call: the first, plus one retry when the output is malformed. */
const ATTEMPTS = 2;

export interface GeminiOptions {
  apiKey: string;
  model?: string;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
}

export const upstreamFailed = (details?: string) =>
  new ApiError(502, 'upstream_failed', 'The recipe model did not answer properly. Please try again.', details);


function toBase64(bytes: Uint8Array): string {
  // `Uint8Array.prototype.toBase64` (TC39, in workerd) when present.
  const native: ((this: Uint8Array) => string) | undefined = Reflect.get(bytes, 'toBase64');
  if (native) return native.call(bytes);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function parseOutput<T>(text: string | undefined, schema: ZodType<T>): T {
  if (!text) throw new MalformedOutput('empty answer');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new MalformedOutput('answer is not JSON');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new MalformedOutput(`answer does not match the schema: ${result.error.message}`);
  return result.data;
}

/** The real model through `@google/genai`, used when GEMINI_API_KEY is set. */
export function createGeminiProvider(options: GeminiOptions): ModelProvider {
  const ai = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { timeout: options.timeoutMs ?? 60_000 } });
  const model = options.model || DEFAULT_GEMINI_MODEL;

  /** The request of one schema-constrained JSON call. */
  function jsonRequest(request: { systemInstruction: string; parts: Part[]; responseJsonSchema: unknown }) {
    return {
      model,
      contents: [{ role: 'user', parts: request.parts }],
      config: {
        systemInstruction: request.systemInstruction,
        responseMimeType: 'application/json',
        responseJsonSchema: request.responseJsonSchema,
        temperature: 0.7,
      },
    };
  }

  /**
   * The recipe through `generateContentStream` (`:streamGenerateContent?alt=sse`): the same
   * schema-constrained JSON, read as it arrives; each finished title, description, ingredient
   * and step string is yielded at once, the whole text is validated at the end.
   */
  async function* streamRecipe(input: Parameters<ModelProvider['streamRecipe']>[0], signal?: AbortSignal): RecipeStream {
    const request = jsonRequest({
      systemInstruction: recipeSystemInstruction(input),
      parts: recipeUserParts(input),
      responseJsonSchema: RECIPE_JSON_SCHEMA,
    });
    const scanner = new RecipeJsonScanner();
    let text = '';
    try {
      const chunks = await ai.models.generateContentStream({ ...request, config: { ...request.config, abortSignal: signal } });
      for await (const chunk of chunks) {
        const piece = chunk.text ?? '';
        text += piece;
        yield* scanner.push(piece);
      }
    } catch (err) {
      throw upstreamFailed(err instanceof Error ? err.message.slice(0, 300) : undefined);
    }
    return parseOutput(text, generatedRecipeSchema);
  }

  /** One JSON call: schema-constrained, validated with zod, retried once when malformed, else 502. */
  async function generateJson<T>(
    request: { systemInstruction: string; parts: Part[]; responseJsonSchema: unknown },
    schema: ZodType<T>,
  ): Promise<T> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      let text: string | undefined;
      try {
        const response = await ai.models.generateContent(jsonRequest(request));
        text = response.text;
      } catch (err) {
        // Network failures and API errors (quota, bad key, outage) are not retried here.
        throw upstreamFailed(err instanceof Error ? err.message.slice(0, 300) : undefined);
      }
      try {
        return parseOutput(text, schema);
      } catch (err) {
        if (!(err instanceof MalformedOutput)) throw err;
        lastProblem = err.message;
      }
    }
    throw upstreamFailed(`Malformed model output after ${ATTEMPTS} attempts (${lastProblem.slice(0, 200)})`);
  }

  return {
    name: 'gemini',
    model,

    async detectIngredients(input) {
      const result = await generateJson(
        {
          systemInstruction: detectSystemInstruction(input),
          parts: [
            { inlineData: { mimeType: input.mimeType, data: toBase64(input.image) } },
            { text: 'List the food ingredients you can see in this photo.' },
          ],
          responseJsonSchema: DETECT_JSON_SCHEMA,
        },
        detectedIngredientsSchema,
      );
      return [...new Set(result.ingredients)];
    },

    async generateRecipe(input) {
      return generateJson(
        {
          systemInstruction: recipeSystemInstruction(input),
          parts: recipeUserParts(input),
          responseJsonSchema: RECIPE_JSON_SCHEMA,
        },
        generatedRecipeSchema,
      );
    },

    streamRecipe,

    async estimateNutrition(input) {
      return generateJson(
        {
          systemInstruction: nutritionSystemInstruction(),
          parts: nutritionUserParts(input),
          responseJsonSchema: NUTRITION_JSON_SCHEMA,
        },
        nutritionEstimateSchema,
      );
    },
  };
}
