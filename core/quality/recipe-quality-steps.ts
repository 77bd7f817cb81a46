import { findIngredient, INGREDIENT_ENTRIES, mentionsEntry, STAPLE_COOKING, textKeys, type IngredientEntry, type StapleCook } from '#core/ingredients/ingredient-kinds';
import { parsedLine } from './recipe-quality-memo';
import type { QualityFinding, QualityLanguage, RecipeDraft } from './recipe-quality-types';
import { activeMinutes, stepTotal } from './recipe-quality-times';
import { RECIPE_LIMITS } from '#core/schemas/recipe';

/**
 * What the steps do (docs/decisions/039-recipe-quality-gate.md): nothing unchoppable is chopped
 * (liquids, pastes, mince, dry pasta and grains), staples cook long enough for their kind, the
 * steps fit in the stated times, and no step leaves the method open ("boil, grill or fry").
 */

const CHOP_VERB: Record<QualityLanguage, RegExp> = {
  // Imperatives at the start of a clause (after an adverb): "Finely chop the ...".
  en: /^(?:(?:then|now|finely|roughly|coarsely|thinly|carefully)\s+)*(?:chop|dice|slice|cube|julienne|shred|mince|grate)\b/i,
  es: /^(?:(?:luego|después|finamente|bien)\s+)*(?:pica|picar|pique|corta|cortar|corte|trocea|trocear|trocee|lamina|laminar|filetea|filetear|ralla|rallar)\b/i,
  // German writes the verb first (imperative) or last (infinitive): anywhere in the clause.
  de: /(?:^|\s)(?:hacken|hacke|hackt|schneiden|schneide|schneidet|würfeln|würfle|würfelt|zerkleinern|reiben|reibe)(?=$|[\s.,;!])/i,
};

/** Words that start a new action inside a sentence ("chop the parsley and stir it into the stock"). */
const NEXT_VERB: Record<QualityLanguage, RegExp> = {
  en: /\s(?:and|then|and then)\s+(?=(?:add|stir|mix|combine|pour|put|place|transfer|season|toss|serve|cook|fry|sauté|saute|simmer|boil|bake|roast|heat|set|leave|return|whisk|fold|sprinkle|drizzle|spread|top|bring|reduce|cover|remove|drain|garnish|brown|sear|grill|blend|keep|let|use|mash|scatter|spoon|splash|deglaze|mince|chop|dice|slice|grate|peel|crush|cut)\b)/gi,
  es: /\s(?:y|luego|y luego|después)\s+(?=(?:añ[aá]d|agr[eé]g|incorp[oó]r|m[eé]zcl|remu[eé]v|vi[eé]rt|p[oó]n|col[oó]c|s[ií]rv|cu[eé]c|coc[ií]n|fr[ií]|sofr|salt[eé]|hi[eé]rv|d[eé]j|ret[ií]r|res[eé]rv|cali[eé]nt|[eé]ch|saz[oó]n|espolvor|t[aá]p|ll[eé]v|b[aá]j|s[uú]b|d[oó]r|ri[eé]g|m[oó]j))/gi,
  // German nouns are capitalised: "und" after a lower-case verb starts a new action ("würfeln und
  // zugießen"); between nouns it joins the objects ("Hackfleisch und Zwiebel würfeln").
  de: /(?<=\s\p{Ll}[\p{L}]*)\s+und\s+|\s(?:dann|danach|anschließend)\s/gu,
};

export function clauses(step: string, language: QualityLanguage): string[] {
  return step
    .replace(/\*+/g, '')
    .split(/[.;:!?,()]/)
    .flatMap((part) => part.split(NEXT_VERB[language]))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Where the chopped thing's phrase ends: "chop the vegetables | for the stock". */
const PREPOSITION: Record<QualityLanguage, RegExp> = {
  en: /\s(?:for|into|in|with|to|on|over|from|onto|under)\s.*$/i,
  es: /\s(?:para|en|con|sobre|a|al|del|hasta)\s.*$/i,
  // German keeps the verb last: a phrase such as "für die Brühe" sits between object and verb.
  de: /\s(?:für|mit|in|im|zu|zum|zur|aus|von|vom|auf|über|unter)\s+(?:(?:der|die|das|den|dem|einen|einer|eine|ein)\s+)?[\p{L}-]+/giu,
};

/** The words a chopping verb acts on: after it up to a preposition (en, es), or the clause without its phrases (de). */
/** How a thing is cut, written right after the verb ("corta en dados la carne", "cut into strips the ..."). */
const CUT_MANNER: Record<'en' | 'es', RegExp> = {
  en: /^\s*(?:(?:finely|roughly|coarsely|thinly|thickly)\s+)*/i,
  es: /^\s*(?:(?:fino|finamente|muy fino)\s+)?(?:en\s+(?:dados|daditos|rodajas|trozos|trocitos|tiras|juliana|láminas|laminas|cuartos|aros|gajos|brunoise|mitades)(?:\s+(?:pequeños|grandes|finos|finas|gruesos|gruesas))?\s*)?/i,
};

export function choppedObject(clause: string, verb: RegExpExecArray, language: QualityLanguage): string {
  if (language === 'de') return clause.replace(verb[0], ' ').replace(PREPOSITION.de, ' ');
  return clause.slice(verb.index + verb[0].length).replace(CUT_MANNER[language], ' ').replace(PREPOSITION[language], '');
}

/** The unchoppable entries: liquids, pastes, mince, dry pasta and grains, powders. */
const UNCHOPPABLE = INGREDIENT_ENTRIES.filter((entry) => entry.liquid || (entry.form && entry.form !== 'soft'));

const formOf = (entry: IngredientEntry) => entry.form ?? 'liquid';

/** Participles of chopping written on an ingredient line ("soy sauce, finely chopped"). */
const CHOPPED_LINE = /,\s*(?:\w+\s+)?(?:chopped|diced|sliced|minced|cubed|picad[oa]s?|cortad[oa]s?|en dados|troceado|gehackt|gewürfelt|geschnitten)\s*(?:$|[,;(])/i;

export function checkChopping(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  recipe.instructions.forEach((step, index) => {
    for (const clause of clauses(step, language)) {
      const verb = CHOP_VERB[language].exec(clause);
      // "zwischen den Fingern reiben": rubbing fat into flour, not grating.
      if (!verb || (language === 'de' && /finger/i.test(clause))) continue;
      const keys = textKeys(choppedObject(clause, verb, language));
      const entry = UNCHOPPABLE.find((candidate) => mentionsEntry(keys, candidate, language));
      if (entry) {
        findings.push({
          rule: 'chop_unchoppable',
          message: `Step ${index + 1} chops ${entry.names[language][0]}, which is a ${formOf(entry).replace('_', ' ')} and cannot be chopped ("${clause}").`,
          line: step,
          index,
        });
        break;
      }
    }
  });
  recipe.ingredients.forEach((line, index) => {
    if (!CHOPPED_LINE.test(line)) return;
    const entry = findIngredient(parsedLine(line)?.name ?? line, language);
    if (entry && (entry.liquid || entry.form) && entry.form !== 'mince' && entry.form !== 'soft') {
      findings.push({ rule: 'chop_unchoppable', message: `"${line}": ${entry.names[language][0]} cannot be chopped.`, line, index });
    }
  });
  return findings;
}

/** A staple bought cooked, canned or fresh needs no long cooking. */
const READY: RegExp =
  /\b(?:cooked|leftover|pre-?cooked|instant|quick[- ]cook|microwave|canned|tinned|frozen|roasted|baked|boiled|steamed|fresh pasta|fresh egg pasta|cocid[oa]s?|sobrante|precocid[oa]s?|instantáne[oa]|congelad[oa]s?|asad[oa]s?|de bote|en conserva|pasta fresca|gekocht\w*|vorgekocht\w*|vorgegart\w*|tiefgekühlt\w*|gebacken\w*|aus der dose|frische nudeln|express)\b/i;
const READY_PACK = new Set(['can', 'tin', 'lata', 'dose', 'jar', 'bote', 'glas', 'tarro']);

/** Words that call a staple done ("until tender", "al dente", "bis sie weich sind"); "absorbed" is about the liquid. */
const DONE: Record<QualityLanguage, RegExp> = {
  en: /\b(?:tender|soft|cooked through|cooked|done|al dente|fluffy)\b/i,
  es: /\b(?:tiern[oa]s?|bland[oa]s?|cocid[oa]s?|hech[oa]s?|al dente|en su punto)\b/i,
  de: /(?:weich|\bgar\b|bissfest|al dente|durchgegart)/i,
};

/** Potatoes are done crisp and golden too. */
const DONE_POTATO: Record<QualityLanguage, RegExp> = {
  en: /\b(?:crisp|crispy|golden)\b/i,
  es: /\b(?:crujientes?|dorad[oa]s?)\b/i,
  de: /(?:knusprig|goldbraun|goldgelb)/i,
};

/** Cooking on purpose short of done (par-boiled for a bake, finished in the sauce): not the step that calls it done. */
const PARTIAL: Record<QualityLanguage, RegExp> = {
  en: /\b(?:short of|almost|nearly|not quite|par-?boil\w*|par-?cook\w*|half-?cooked|blanch\w*|undercook\w*|less than the (?:package|packet))\b/i,
  es: /\b(?:casi|a medio cocer|a media cocción|escald\w*|blanque\w*)\b/i,
  de: /(?:fast|nicht ganz|halb ?gar|vorkoch\w*|vorgar\w*|blanchier\w*)/i,
};

/** Cooked as the package says: the package's time is the cook's, a step's minutes are an offset from it. */
const PACKAGE: Record<QualityLanguage, RegExp> = {
  en: /\b(?:package|packet|pack|box) (?:directions|instructions|says|states)|\baccording to (?:the )?(?:package|packet|pack)|\b(?:package|packet|pack|box) (?:states|says)|\blisted on the (?:box|package|packet|pack)|\bless than (?:al dente|the (?:package|packet|pack|box))/i,
  es: /\b(?:seg[uú]n|indicad[oa] en) (?:el|las instrucciones del) (?:paquete|envase|fabricante)|instrucciones del (?:paquete|envase|fabricante)/i,
  de: /(?:packungsanweisung|packungsangabe|laut packung|nach packung|wie auf der packung)/i,
};

/** A time given with a test of doneness ("8 minutes or until tender"): the cook tests, the time guides. */
const OR_UNTIL: Record<QualityLanguage, RegExp> = {
  en: /\bor until\b/i,
  es: /\bo hasta que\b/i,
  de: /\boder bis\b/i,
};

/** A test of doneness in a step. */
const UNTIL: Record<QualityLanguage, RegExp> = { en: /\buntil\b/i, es: /\bhasta que\b/i, de: /\bbis\b/i };

/** Potatoes small or cut small boil and fry faster. */
const SMALL_PIECES: Record<QualityLanguage, RegExp> = {
  en: /\b(?:baby|small|new|diced|cubed|cubes|chunks|quartered|halved|sliced|grated|shredded|hash browns?)\b/i,
  es: /\b(?:pequeñ[oa]s|nuevas|en dados|en daditos|en cubos|en trozos|en rodajas|en láminas|ralladas?)\b/i,
  de: /(?:kleine|drillinge|neue|gewürfelt|würfel|stücke|geviertelt|halbiert|scheiben|gerieben|geraspelt)/i,
};

const ROASTED: Record<QualityLanguage, RegExp> = {
  en: /\b(?:roast|bake|oven)/i,
  es: /\b(?:asa|hornea|horno)/i,
  de: /(?:ofen|backen|backe|rösten|röste|backblech)/i,
};
const FRIED: Record<QualityLanguage, RegExp> = {
  en: /\b(?:fry|fried|sauté|saute|pan-fry|skillet|frying pan|griddle)/i,
  es: /\b(?:fr[ií]e|freír|freir|saltea|sofr[ií]e)/i,
  de: /(?:braten|brate|anbraten|frittieren)/i,
};

function cookingOf(entry: IngredientEntry, steps: string[], language: QualityLanguage): StapleCook | null {
  if (!entry.cook) return null;
  if (entry.cook !== 'potatoes_boiled') return entry.cook;
  const text = steps.join(' ');
  if (ROASTED[language].test(text)) return 'potatoes_roasted';
  if (FRIED[language].test(text)) return 'potatoes_fried';
  return 'potatoes_boiled';
}

export function checkStaples(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const stepKeys = recipe.instructions.map((step) => textKeys(step));
  const seen = new Set<string>();
  for (const line of recipe.ingredients) {
    const parsed = parsedLine(line);
    if (!parsed || READY.test(line) || (parsed.pack && READY_PACK.has(parsed.pack))) continue;
    const entry = findIngredient(parsed.name, language);
    if (!entry?.cook || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const mentioning = recipe.instructions.map((_, i) => i).filter((i) => mentionsEntry(stepKeys[i]!, entry, language));
    const first = mentioning.find((i) => stepTotal(recipe.instructions[i]!) > 0);
    if (first === undefined) continue;
    const isDone = (step: string) =>
      (DONE[language].test(step) || (entry.cook === 'potatoes_boiled' && DONE_POTATO[language].test(step))) && !PARTIAL[language].test(step);
    const done = mentioning.find((i) => i >= first && isDone(recipe.instructions[i]!));
    const last = done ?? recipe.instructions.length - 1;
    const minutes = recipe.instructions.slice(first, last + 1).reduce((sum, step) => sum + stepTotal(step), 0);
    const cook = cookingOf(entry, recipe.instructions.filter((_, i) => mentioning.includes(i)), language);
    if (!cook || mentioning.some((i) => PACKAGE[language].test(recipe.instructions[i]!))) continue;
    // Cooked to a test and not a time in a step that names it ("cook the pasta until al dente"):
    // the cook tests, so the minutes cannot be judged.
    if (mentioning.some((i) => stepTotal(recipe.instructions[i]!) === 0 && (isDone(recipe.instructions[i]!) || UNTIL[language].test(recipe.instructions[i]!)))) continue;
    const tested = OR_UNTIL[language].test(recipe.instructions[done ?? first]!);
    const small = cook.startsWith('potatoes') && SMALL_PIECES[language].test(`${line} ${recipe.instructions[first]}`);
    if (minutes >= STAPLE_COOKING[cook].min * (tested ? 0.75 : 1) * (small ? 0.6 : 1)) continue;
    findings.push({
      rule: 'staple_undercooked',
      message: `${parsed.name} (${cook.replace('_', ' ')}) cooks only ${minutes} minutes from step ${first + 1}; it needs about ${STAPLE_COOKING[cook].typical} minutes to be done.`,
      line: recipe.instructions[done ?? first],
      index: done ?? first,
    });
  }
  return findings;
}

/** Tolerance for the stated times: a tenth, and at least 2 minutes. */
/** A stated total at the schema's limit (a day) holds any longer wait: the recipe cannot say more. */
const within = (minutes: number, stated: number) => stated >= RECIPE_LIMITS.minutes || minutes <= stated + Math.max(2, stated * 0.1);

export function checkTimes(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const minutes = activeMinutes(recipe.instructions, language);
  const stated = recipe.prepTime + recipe.cookTime;
  if (within(minutes, stated)) return [];
  return [
    {
      rule: 'step_time_exceeds',
      message: `The steps take ${minutes} minutes, more than the stated ${recipe.prepTime} + ${recipe.cookTime} minutes.`,
    },
  ];
}

/** Prep and cook times raised so the steps fit (the cook time takes the difference). */
export function repairTimes<T extends RecipeDraft>(recipe: T, language: QualityLanguage): T {
  const minutes = activeMinutes(recipe.instructions, language);
  const stated = recipe.prepTime + recipe.cookTime;
  if (minutes <= stated) return recipe;
  return { ...recipe, cookTime: Math.min(RECIPE_LIMITS.minutes, minutes - recipe.prepTime) };
}

/** Cooking methods by family; an "or" between two families leaves the method open. */
const METHODS: Record<QualityLanguage, Array<[RegExp, string[]]>> = {
  en: [
    [/^(?:boil|boiling|simmer|simmering|poach|poaching)$/i, ['wet']],
    [/^(?:steam|steaming)$/i, ['steam']],
    [/^(?:grill|grilling|broil|broiling|barbecue|barbecuing|bbq)$/i, ['grill']],
    [/^(?:roast|roasting|bake|baking)$/i, ['oven']],
    [/^(?:fry|frying|pan-fry|pan-frying|sauté|saute|sautéing|stir-fry|stir-frying|sear|searing)$/i, ['fry']],
    [/^(?:deep-fry|deep-frying)$/i, ['deep']],
    [/^(?:braise|braising|stew|stewing)$/i, ['braise']],
    [/^(?:microwave|microwaving)$/i, ['microwave']],
  ],
  es: [
    [/^(?:hervir|hierve|hierva|cocer|cuece|cueza|escalfar|escalfa|escalfe)$/i, ['wet']],
    [/^(?:vapor)$/i, ['steam']],
    [/^(?:parrilla|plancha|grill|gratinar|gratina|gratine)$/i, ['grill']],
    [/^(?:asar|asa|ase|asados?)$/i, ['grill', 'oven']],
    [/^(?:hornear|hornea|hornee|horno)$/i, ['oven']],
    [/^(?:freír|freir|fríe|frie|fría|fria|saltear|saltea|saltee|sofreír|sofríe|fritos?)$/i, ['fry']],
    [/^(?:guisar|guisa|guise|estofar|estofa|estofe)$/i, ['braise']],
    [/^(?:microondas)$/i, ['microwave']],
  ],
  de: [
    [/^(?:kochen|koche|köcheln|pochieren|sieden)$/i, ['wet']],
    [/^(?:dämpfen|dünsten)$/i, ['steam']],
    [/^(?:grillen|grille)$/i, ['grill']],
    [/^(?:backen|backe|rösten|überbacken|ofen)$/i, ['oven']],
    [/^(?:braten|brate|anbraten|brate)$/i, ['fry']],
    [/^(?:frittieren|frittiere)$/i, ['deep']],
    [/^(?:schmoren|schmore)$/i, ['braise']],
    [/^(?:mikrowelle)$/i, ['microwave']],
  ],
};

const OR_WORD: Record<QualityLanguage, RegExp> = { en: /^or$/i, es: /^[ou]$/i, de: /^oder$/i };
const OR_ANYWHERE: Record<QualityLanguage, RegExp> = { en: /\bor\b|\//i, es: /\s[ou]\s|\//i, de: /\boder\b|\//i };

function methodOf(word: string, language: QualityLanguage): string[] | null {
  for (const [pattern, families] of METHODS[language]) if (pattern.test(word)) return families;
  return null;
}

/** A choice the recipe hands the cook on purpose ("poach or fry the eggs, as you like"). */
const AS_YOU_LIKE: Record<QualityLanguage, RegExp> = {
  en: /\b(?:as you (?:like|prefer|wish)|whichever you (?:like|prefer)|your (?:choice|preference)|to your liking|as preferred|if you prefer|reheat\w*|warm (?:it|them) up)\b/i,
  es: /\b(?:como (?:prefieras|quieras|más te guste)|a tu gusto|a elección|lo que prefieras|según (?:tu|tus) preferencias?|recalienta\w*|recalentar)\b/i,
  de: /(?:nach belieben|ganz nach geschmack|wie (?:sie|du) (?:mögen|magst|möchten|möchtest)|je nach vorliebe|aufwärmen|aufgewärmt)/i,
};

/** Whether a step offers methods of different families joined by "or" ("boil, grill or fry"). */
export function openMethod(step: string, language: QualityLanguage): string | null {
  if (!OR_ANYWHERE[language].test(step) || AS_YOU_LIKE[language].test(step)) return null;
  // Tips in *italics* may offer choices, and a quoted word names an appliance's setting ("boil" or
  // "sauté" on a pressure cooker); the step itself may not offer methods.
  const text = step
    .replace(/(?<!\*)\*(?!\*)[^*]+\*(?!\*)/g, ' ')
    .replace(/\*+/g, '')
    .replace(/["“”„«»][^"“”„«»]{1,30}["“”„«»]/g, ' ');
  const tokens = text.match(/[\p{L}-]+|[,/]/gu) ?? [];
  let run: Array<{ word: string; families: string[] }> = [];
  let joinedByOr = false;
  let pending = false;
  const verdict = () => {
    if (run.length < 2 || !joinedByOr) return null;
    const disjoint = run.some((a) => run.some((b) => !a.families.some((f) => b.families.includes(f))));
    return disjoint ? run.map((r) => r.word).join(' / ') : null;
  };
  for (const token of tokens) {
    const families = methodOf(token, language);
    if (families) {
      if (!pending) {
        const open = verdict();
        if (open) return open;
        run = [];
        joinedByOr = false;
      }
      run.push({ word: token, families });
      pending = false;
    } else if (run.length && (token === ',' || token === '/' || OR_WORD[language].test(token))) {
      if (token === '/' || OR_WORD[language].test(token)) joinedByOr = true;
      pending = true;
    } else if (run.length && /^(?:it|them|lo|la|los|las|es|sie)$/i.test(token) && pending === false) {
      // "fry it or grill it": the object between a method and "or" keeps the run going.
    } else if (pending && /^(?:in|on|the|a|al|a la|la|el|en|im|in|auf|dem|der|den|die|das)$/i.test(token)) {
      // "fry or cook in the oven", "braten oder im Ofen garen": the words before the next method.
    } else {
      const open = verdict();
      if (open) return open;
      run = [];
      joinedByOr = false;
      pending = false;
    }
  }
  return verdict();
}

export function checkMethods(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  recipe.instructions.forEach((step, index) => {
    const open = openMethod(step, language);
    if (open) {
      findings.push({
        rule: 'open_method',
        message: `Step ${index + 1} leaves the method open (${open}); choose one and give its time and heat.`,
        line: step,
        index,
      });
    }
  });
  return findings;
}
