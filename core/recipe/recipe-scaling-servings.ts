/**
 * Mentions of the servings inside a step ("for 3 people", "para 3 personas", "für 3 Personen")
 * follow the servings the cook chose (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md). Only a mention of the recipe's own number changes; its noun agrees with the new one.
 * Pure.
 */

interface Mention {
  pattern: RegExp;
  /** The noun for one and for more, by the noun as written (lower case). */
  nouns: Record<string, readonly [string, string]>;
}

const MENTIONS: Mention[] = [
  {
    pattern: /\b(for|serves|feeds|makes)(\s+)(\d+)(\s+)(people|persons|person|servings|serving|portions|portion|guests|guest)\b/gi,
    nouns: {
      people: ['person', 'people'],
      persons: ['person', 'persons'],
      person: ['person', 'people'],
      servings: ['serving', 'servings'],
      serving: ['serving', 'servings'],
      portions: ['portion', 'portions'],
      portion: ['portion', 'portions'],
      guests: ['guest', 'guests'],
      guest: ['guest', 'guests'],
    },
  },
  {
    pattern: /\b(para|rinde)(\s+)(\d+)(\s+)(personas|persona|porciones|porción|raciones|ración|comensales|comensal)(?![\p{L}])/giu,
    nouns: {
      personas: ['persona', 'personas'],
      persona: ['persona', 'personas'],
      porciones: ['porción', 'porciones'],
      porción: ['porción', 'porciones'],
      raciones: ['ración', 'raciones'],
      ración: ['ración', 'raciones'],
      comensales: ['comensal', 'comensales'],
      comensal: ['comensal', 'comensales'],
    },
  },
  {
    pattern: /(?<![\p{L}])(für|ergibt)(\s+)(\d+)(\s+)(Personen|Person|Portionen|Portion|Gäste|Gast)(?![\p{L}])/giu,
    nouns: {
      personen: ['Person', 'Personen'],
      person: ['Person', 'Personen'],
      portionen: ['Portion', 'Portionen'],
      portion: ['Portion', 'Portionen'],
      gäste: ['Gast', 'Gäste'],
      gast: ['Gast', 'Gäste'],
    },
  },
];

const keepCase = (form: string, written: string) =>
  written.charAt(0) === written.charAt(0).toUpperCase() ? form.charAt(0).toUpperCase() + form.slice(1) : form;

/** "Serves 4", "ergibt 4", "rinde 4" without a noun after the number (a description's usual words). */
const BARE_SERVES = /(?<![\p{L}])(serves|feeds|ergibt|rinde)(\s+)(\d+)(?![\p{L}\d]|\s+[\p{L}])/giu;

/** `step` (or a description) with each mention of `from` servings changed to `to`. */
export function scaleServingsMentions(step: string, from: number, to: number): string {
  if (from === to || !Number.isInteger(to) || to < 1) return step;
  let text = step.replace(BARE_SERVES, (whole, word: string, gap: string, count: string) => (Number(count) === from ? `${word}${gap}${to}` : whole));
  for (const { pattern, nouns } of MENTIONS) {
    text = text.replace(pattern, (whole, word: string, gap1: string, count: string, gap2: string, noun: string) => {
      if (Number(count) !== from) return whole;
      const forms = nouns[noun.toLowerCase()];
      if (!forms) return whole;
      const agreed = keepCase(to === 1 ? forms[0] : forms[1], noun);
      return `${word}${gap1}${to}${gap2}${agreed}`;
    });
  }
  return text;
}
