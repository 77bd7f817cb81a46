import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';

/**
 * Google's recipe rich-result rules as @adobe/structured-data-validator checks them, fed the
 * JSON-LD blocks of a page in the shape its extractor gives. The schema.org vocabulary check
 * needs the full schema.org file, which the tests do not download: only Google's rules run.
 */
export async function validateJsonLd(html: string): Promise<ValidationIssue[]> {
  const jsonld: Record<string, unknown[]> = {};
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const block: unknown = JSON.parse(match[1] ?? 'null');
    const type = block && typeof block === 'object' && '@type' in block ? String(block['@type']) : 'Unknown';
    (jsonld[type] ??= []).push(block);
  }
  const validator = new Validator();
  return validator.validate({ jsonld, microdata: {}, rdfa: {}, errors: [] });
}
