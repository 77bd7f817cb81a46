import type { RecipeLine, RecipeSection } from '#core/recipe/recipe-stream';
import type { ModelRecipe } from './provider';

/**
 * Streamed generation (docs/decisions/025-streaming-generation.md): a provider yields the recipe's
 * visible lines as it writes them and returns the whole validated recipe at the end.
 */

export type { RecipeLine, RecipeSection };

/** Lines while the model writes; the validated recipe as the return value. */
export type RecipeStream = AsyncGenerator<RecipeLine, ModelRecipe, void>;

/** The output is not JSON or does not match the schema: worth one more attempt. */
export class MalformedOutput extends Error {}

/** A finished recipe as the lines a stream shows, in the order it is written. */
export function linesOf(recipe: ModelRecipe): RecipeLine[] {
  return [
    { section: 'title', text: recipe.title },
    ...(recipe.description ? [{ section: 'description' as const, text: recipe.description }] : []),
    ...recipe.ingredients.map((text) => ({ section: 'ingredient' as const, text })),
    ...recipe.instructions.map((text) => ({ section: 'step' as const, text })),
  ];
}

const FIELD_SECTIONS: Record<string, RecipeSection> = { title: 'title', description: 'description' };
const ARRAY_SECTIONS: Record<string, RecipeSection> = { ingredients: 'ingredient', instructions: 'step' };

/**
 * Reads the model's JSON recipe as it arrives, chunk by chunk, and hands out each string value
 * of `title`, `description`, `ingredients[]` and `instructions[]` as soon as its closing quote
 * has arrived. One pass over the text (state kept between chunks); it does not validate: the
 * whole text is parsed and checked against the schema at the end.
 */
export class RecipeJsonScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private raw = '';
  /** Whether the next string at depth 1 is a key (after `{` or `,`) or a value (after `:`). */
  private expectKey = false;
  private key = '';

  push(chunk: string): RecipeLine[] {
    const out: RecipeLine[] = [];
    for (const ch of chunk) {
      if (this.inString) {
        this.readStringChar(ch, out);
        continue;
      }
      switch (ch) {
        case '"':
          this.inString = true;
          this.raw = '';
          break;
        case '{':
        case '[':
          this.depth++;
          if (this.depth === 1) this.expectKey = true;
          break;
        case '}':
        case ']':
          this.depth--;
          break;
        case ':':
          if (this.depth === 1) this.expectKey = false;
          break;
        case ',':
          if (this.depth === 1) this.expectKey = true;
          break;
      }
    }
    return out;
  }

  private readStringChar(ch: string, out: RecipeLine[]) {
    if (this.escaped) {
      this.escaped = false;
      this.raw += ch;
      return;
    }
    if (ch === '\\') {
      this.escaped = true;
      this.raw += ch;
      return;
    }
    if (ch !== '"') {
      this.raw += ch;
      return;
    }
    this.inString = false;
    const text = decode(this.raw);
    if (this.depth === 1 && this.expectKey) {
      this.key = text ?? '';
      return;
    }
    const section = this.depth === 1 ? FIELD_SECTIONS[this.key] : this.depth === 2 ? ARRAY_SECTIONS[this.key] : undefined;
    const trimmed = text?.trim();
    if (section && trimmed) out.push({ section, text: trimmed });
  }
}

/** A JSON string body (between its quotes) as text; undefined when the escapes are broken. */
function decode(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(`"${raw}"`);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
