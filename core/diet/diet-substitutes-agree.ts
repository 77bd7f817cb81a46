import type { SubstituteLanguage } from './diet-substitutes.data';

/**
 * A substitute named in a step agrees with the words before it (docs/decisions/040-diet-and-allergens-the-food-index.md
 * "Substitutes in the steps"): "Dora el pollo" becomes "Dora los garbanzos", not "el garbanzos";
 * "Mit dem Hackfleisch füllen" becomes "Mit den gekochten Berglinsen füllen", not "dem gekochte".
 * The article (and a Spanish "del"/"al", a German "zum"/"vom"/"beim"/"im") takes the substitute's
 * gender and number; in German the case is read from the article and the preposition before it,
 * and the substitute's own adjectives take the ending that article asks for. Pure.
 */

type Gender = 'm' | 'f' | 'n';
/** What an article agrees with: the substitute's gender and number. */
interface NounAgreement {
  gender: Gender;
  plural: boolean;
}

/** Spanish substitutes' head words ending in "a"/"as" that are masculine. */
const ES_MASCULINE = new Set(['agar-agar', 'aminos']);

/** The Spanish head noun (the first word) of a substitute: plural by a final s, feminine by a final a (as). */
function spanishAgreement(phrase: string): NounAgreement | null {
  const head = phrase.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!head || head.includes('{}')) return null;
  const plural = head.endsWith('s');
  const gender: Gender = ES_MASCULINE.has(head) ? 'm' : (plural ? head.endsWith('as') : head.endsWith('a')) ? 'f' : 'm';
  return { gender, plural };
}

const ES_ARTICLES: Record<string, Record<'m' | 'f' | 'mp' | 'fp', string>> = {
  definite: { m: 'el', f: 'la', mp: 'los', fp: 'las' },
  indefinite: { m: 'un', f: 'una', mp: 'unos', fp: 'unas' },
  of: { m: 'del', f: 'de la', mp: 'de los', fp: 'de las' },
  to: { m: 'al', f: 'a la', mp: 'a los', fp: 'a las' },
};
const ES_KIND_OF: Record<string, keyof typeof ES_ARTICLES> = {
  el: 'definite', la: 'definite', los: 'definite', las: 'definite',
  un: 'indefinite', una: 'indefinite', unos: 'indefinite', unas: 'indefinite',
  del: 'of', al: 'to',
};

/**
 * German head nouns of the substitutes (the last noun of the phrase), by gender or plural; a
 * compound not listed is read by its last part.
 */
const DE_HEADS: Array<[RegExp, Gender | 'pl']> = [
  [/(?:tofu|seitan|käse|reis|kohl|fenchel|drink|sirup|essig|joghurt|mohn|pilz)$/i, 'm'],
  [/(?:sahne|sauce|soße|brühe|pastinake|polenta|quinoa|tamari|milch)$/i, 'f'],
  [/(?:öl|mehl|brot|bier|mus|tempeh|granulat|agar)$/i, 'n'],
  [/(?:erbsen|linsen|nudeln|tortillas|eier|kerne|würstchen|champignons|seitlinge|kapern|aminos|bohnen|pilze)$/i, 'pl'],
];

function germanAgreement(phrase: string): NounAgreement | null {
  const words = phrase.split(/\s+(?:mit|\()/)[0]!.trim().split(/\s+/);
  const head = words.at(-1) ?? '';
  const found = DE_HEADS.find(([pattern]) => pattern.test(head));
  if (!found) return null;
  return found[1] === 'pl' ? { gender: 'f', plural: true } : { gender: found[1], plural: false };
}

const DE_DATIVE_PREPOSITIONS = new Set(['mit', 'von', 'aus', 'bei', 'nach', 'zu', 'seit', 'samt']);
const DE_ARTICLE: Record<'acc' | 'dat', Record<Gender | 'pl', string>> = {
  acc: { m: 'den', f: 'die', n: 'das', pl: 'die' },
  dat: { m: 'dem', f: 'der', n: 'dem', pl: 'den' },
};
/** Contracted prepositions (dative, "ins" accusative): the preposition and the article they hold. */
const DE_CONTRACTED: Record<string, { preposition: string; case: 'acc' | 'dat'; article: Record<Gender | 'pl', string> }> = {
  zum: { preposition: 'zu', case: 'dat', article: { m: 'zum', n: 'zum', f: 'zur', pl: 'zu den' } },
  zur: { preposition: 'zu', case: 'dat', article: { m: 'zum', n: 'zum', f: 'zur', pl: 'zu den' } },
  vom: { preposition: 'von', case: 'dat', article: { m: 'vom', n: 'vom', f: 'von der', pl: 'von den' } },
  beim: { preposition: 'bei', case: 'dat', article: { m: 'beim', n: 'beim', f: 'bei der', pl: 'bei den' } },
  im: { preposition: 'in', case: 'dat', article: { m: 'im', n: 'im', f: 'in der', pl: 'in den' } },
  ins: { preposition: 'in', case: 'acc', article: { m: 'in den', n: 'ins', f: 'in die', pl: 'in die' } },
};

/** A German adjective of the substitute with the weak ending a definite article asks for. */
function weakAdjective(word: string, kase: 'acc' | 'dat', which: Gender | 'pl'): string {
  const stem = word.replace(/(?:er|es|en|em|e)$/, '');
  const ending = kase === 'dat' || which === 'pl' || which === 'm' ? 'en' : 'e';
  return stem + ending;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keepCase = (form: string, written: string) =>
  written.charAt(0) === written.charAt(0).toUpperCase() ? form.charAt(0).toUpperCase() + form.slice(1) : form;

/** `step` with the article before each mention of `substitute` agreeing with it. */
export function agreeWithSubstitute(step: string, substitute: string, language: SubstituteLanguage): string {
  if (language === 'en' || !substitute.trim()) return step;
  if (language === 'es') {
    const agreement = spanishAgreement(substitute);
    if (!agreement) return step;
    const key = `${agreement.gender}${agreement.plural ? 'p' : ''}` as 'm' | 'f' | 'mp' | 'fp';
    const pattern = new RegExp(`(?<![\\p{L}])(el|la|los|las|un|una|unos|unas|del|al)(\\s+)(${escape(substitute)})(?![\\p{L}])`, 'giu');
    return step.replace(pattern, (_whole, article: string, gap: string, noun: string) => {
      const forms = ES_ARTICLES[ES_KIND_OF[article.toLowerCase()]!]!;
      return `${keepCase(forms[key], article)}${gap}${noun}`;
    });
  }
  const agreement = germanAgreement(substitute);
  if (!agreement) return step;
  const which: Gender | 'pl' = agreement.plural ? 'pl' : agreement.gender;
  const pattern = new RegExp(`(?<![\\p{L}])(?:([\\p{L}]+)(\\s+))?(der|die|das|den|dem|zum|zur|vom|beim|im|ins)(\\s+)(${escape(substitute)})(?![\\p{L}])`, 'giu');
  return step.replace(pattern, (whole, before: string | undefined, gap0: string | undefined, article: string, gap: string, noun: string) => {
    const lower = article.toLowerCase();
    const contracted = DE_CONTRACTED[lower];
    const kase: 'acc' | 'dat' = contracted ? contracted.case : lower === 'dem' || (before && DE_DATIVE_PREPOSITIONS.has(before.toLowerCase())) ? 'dat' : 'acc';
    const newArticle = contracted ? contracted.article[which] : DE_ARTICLE[kase][which];
    const words = noun.split(/(\s+)/);
    const head = words.findLastIndex((w) => /^\p{Lu}/u.test(w));
    const inflected = words.map((w, i) => (i < head && /^\p{Ll}+$/u.test(w) ? weakAdjective(w, kase, which) : w)).join('');
    return `${before ?? ''}${gap0 ?? ''}${keepCase(newArticle, article)}${gap}${inflected}`;
  });
}
