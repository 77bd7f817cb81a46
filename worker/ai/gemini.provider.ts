import { GoogleGenAI, type Part } from '@google/genai';
import type { ZodType } from 'zod';
import {
  detectedIngredientsSchema,
  modelRecipeSchema,
  nutritionEstimateSchema,
} from '#core/schemas/recipe';
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
import { refineSystemInstruction, refineUserParts } from './refine-prompts';
import { READ_PAGES_JSON_SCHEMA, READ_PAGES_PROMPT, pagesRecipeSchema, readPagesSystemInstruction } from './read-pages';
import { translatedRecipeSchema } from '#core/recipe/recipe-translation';
import { TRANSLATE_JSON_SCHEMA, translateSystemInstruction, translateUserParts } from './translate-prompts';
import { DEFAULT_TIMEOUT_MS, describeFailure, generateJson, parseOutput, toBase64, upstreamFailed } from './model-call';
import { RecipeJsonScanner, type RecipeStream } from './recipe-stream';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';

export interface GeminiOptions {
  apiKey: string;
  model?: string;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
}

/** Kept here too: the recipe pipeline and the offline chef import it from this module. */
export { upstreamFailed };

/** The real model through `@google/genai`, used when GEMINI_API_KEY is set. */
export function createGeminiProvider(options: GeminiOptions): ModelProvider {
  const ai = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS } });
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
      throw upstreamFailed(describeFailure(err));
    }
    return parseOutput(text, modelRecipeSchema);
  }

  /** One schema-constrained JSON call, validated with zod, retried once when malformed, else 502. */
  function geminiJson<T>(request: { systemInstruction: string; parts: Part[]; responseJsonSchema: unknown }, schema: ZodType<T>) {
    return generateJson(async () => {
      try {
        return (await ai.models.generateContent(jsonRequest(request))).text;
      } catch (err) {
        // Network failures and API errors (quota, bad key, outage) are not retried here.
        throw upstreamFailed(describeFailure(err));
      }
    }, schema);
  }

  return {
    name: 'gemini',
    model,

    async detectIngredients(input) {
      const result = await geminiJson(
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
      return geminiJson(
        {
          systemInstruction: recipeSystemInstruction(input),
          parts: recipeUserParts(input),
          responseJsonSchema: RECIPE_JSON_SCHEMA,
        },
        modelRecipeSchema,
      );
    },

    async refineRecipe(input) {
      return geminiJson(
        { systemInstruction: refineSystemInstruction(input), parts: refineUserParts(input), responseJsonSchema: RECIPE_JSON_SCHEMA },
        modelRecipeSchema,
      );
    },

    streamRecipe,

    readRecipePages: (input) =>
      geminiJson(
        {
          systemInstruction: readPagesSystemInstruction(input),
          parts: [
            { text: READ_PAGES_PROMPT },
            ...input.images.map((image) => ({ inlineData: { mimeType: image.mimeType, data: toBase64(image.bytes) } })),
          ],
          responseJsonSchema: READ_PAGES_JSON_SCHEMA,
        },
        pagesRecipeSchema,
      ),

    async estimateNutrition(input) {
      return geminiJson(
        {
          systemInstruction: nutritionSystemInstruction(),
          parts: nutritionUserParts(input),
          responseJsonSchema: NUTRITION_JSON_SCHEMA,
        },
        nutritionEstimateSchema,
      );
    },

    translateRecipe: (input) =>
      geminiJson(
        { systemInstruction: translateSystemInstruction(input), parts: translateUserParts(input), responseJsonSchema: TRANSLATE_JSON_SCHEMA },
        translatedRecipeSchema,
      ),
  };
}
