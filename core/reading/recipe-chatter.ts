/**
 * What a blog wraps around a recipe, told apart from the recipe (docs/decisions/046-reading-recipes-lines-lists-and-pages.md
 * "Blog chatter and stories"): calls to pin, subscribe, follow, rate, print or jump, affiliate
 * notices, and the story a cook tells before the recipe. An import keeps only the recipe: a
 * chatter sentence never becomes a step, and a story never becomes the description or the title.
 * Pure, en/es/de.
 */

/** A sentence that asks the reader to do something with the blog, not the food. */
const CHATTER = [
  // English
  /\bpin (?:it|this(?: recipe| post)?)(?: for later| now)?\s*(?:[!.]|$)/i,
  /\bpin (?:it|this(?: recipe| post)?) (?:and|&)\s/i,
  /\b(?:save|pin) (?:it |this (?:recipe )?)?(?:to|on|for) (?:your )?pinterest\b/i,
  /\bsubscribe\b/i,
  /\bnewsletter\b/i,
  /\bsign up (?:for|to)\b/i,
  /\bjump to (?:the )?recipe\b/i,
  /\b(?:print|rate|review) (?:this |the )?recipe\b/i,
  /\b(?:did|have) you (?:make|made|try|tried) (?:this|it)\b/i,
  /\btag (?:me|us)\b/i,
  /\bfollow (?:me|us|along)\b/i,
  /\b(?:leave|drop) (?:me |us )?a (?:comment|rating|review|star)/i,
  /\bshare (?:it |this )?(?:on|with) (?:facebook|instagram|pinterest|twitter|your friends)\b/i,
  /\b(?:on|via) (?:instagram|facebook|pinterest|tiktok|youtube)\b/i,
  /\baffiliate\b/i,
  /\bamazon associate\b/i,
  /\b(?:sponsored|this post (?:may )?contains?)\b/i,
  /\bwatch the (?:video|recipe video)\b/i,
  /\bclick (?:here|the link)\b/i,
  /\bscroll (?:down|to the bottom)\b/i,
  /\bhappy (?:cooking|baking)\b/i,
  // Spanish
  /\bsuscr[ií]b(?:ete|irte|anse)\b/i,
  /\bbolet[ií]n\b/i,
  /\bgu[aá]rda(?:la|lo)? en pinterest\b/i,
  /\bs[ií]gue(?:me|nos)\b/i,
  /\bir a la receta\b/i,
  /\bimprimir (?:la )?receta\b/i,
  /\bvalora (?:esta|la) receta\b/i,
  /\b(?:has|hab[eé]is) (?:hecho|preparado|probado) esta receta\b/i,
  /\betiqu[eé]ta(?:me|nos)\b/i,
  /\b(?:d[eé]ja(?:me|nos)|deja) (?:un|tu) comentario\b/i,
  /\benlaces? de afiliad/i,
  // German
  /\babonnier/i,
  /\bnewsletter\b/i,
  /\bmerk(?:e)? (?:dir )?(?:das rezept |es )?auf pinterest\b/i,
  /\bpinne? (?:es|das rezept|dir)\b/i,
  /\bfolg(?:e|t) (?:mir|uns)\b/i,
  /\bzum rezept springen\b/i,
  /\brezept drucken\b/i,
  /\bbewerte(?:t)? (?:das|dieses) rezept\b/i,
  /\b(?:hast du|habt ihr) (?:das|dieses) rezept (?:nach(?:gekocht|gebacken|gemacht)|ausprobiert)\b/i,
  /\bmarkier(?:e|t) (?:mich|uns)\b/i,
  /\b(?:hinterlass|schreib)(?:e|t)? (?:mir |uns )?(?:einen|gern(?:e)? einen) kommentar\b/i,
  /\bwerbung\b/i,
  /\baffiliate-?link/i,
  // Any language: a sentence that names a social network is about the blog, never the food
  // ("Volg ons ook op Pinterest", "Retrouvez-moi sur Instagram").
  /\b(?:pinterest|instagram|facebook|tiktok)\b/i,
  // A post's count of comments ("November 29th, 2024 | Mains | 0 Comments").
  /\b\d+\s*(?:comments?|kommentare?|comentarios?|commentaires?|reacties)\b/i,
];

/** Whether a sentence or line is the blog talking to its reader. */
export function isChatter(text: string): boolean {
  return CHATTER.some((pattern) => pattern.test(text));
}

/** The sentences of a step (after ". ", "! ", "? "), their ends kept. */
const sentences = (text: string) => text.match(/[^.!?]+(?:[.!?]+["”»)]?|$)\s*/g) ?? [text];

/** A step without its chatter sentences; '' when it was all chatter. */
export function withoutChatter(step: string): string {
  if (!isChatter(step)) return step;
  return sentences(step)
    .filter((sentence) => !isChatter(sentence))
    .join('')
    .trim();
}

/** The words a narrator uses about themselves (en, es, de), not the recipe's "you". */
const FIRST_PERSON = /(?:^|[^\p{L}])(?:i|i'm|i've|i'd|i'll|my|me|mine|we|we've|we're|our|us|ich|mein|meine|meinen|meinem|meiner|mir|mich|wir|unser|unsere|uns|yo|mi|mis|me|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras)(?=$|[^\p{L}'])/giu;

/** Words of a past told: a story, not a dish ("last summer", "years ago", "grandmother"). */
const STORY_WORDS =
  /\b(?:years? ago|last (?:summer|winter|spring|autumn|fall|week|year|weekend)|when i was|growing up|grandm(?:a|other)|my (?:mom|mum|mother|husband|wife|kids|family)|vor (?:\w+ )?jahren|letzten (?:sommer|winter|herbst)|als ich|meine (?:oma|mutter|familie)|mein mann|hace (?:\w+ )?años|el verano pasado|cuando era|mi abuela|mi madre|mi familia)\b/i;

/**
 * A story: a paragraph where the writer tells about themselves (two first-person words, or one
 * in a long paragraph, or the words of a past told), or one that is chatter.
 */
export function isStory(text: string): boolean {
  const firstPerson = text.match(FIRST_PERSON)?.length ?? 0;
  return firstPerson >= 2 || (firstPerson >= 1 && text.length > 200) || STORY_WORDS.test(text) || isChatter(text);
}

/** A sentence rather than a name: ends like one and has several words (a title never does). */
export function isSentence(text: string): boolean {
  return /[.!?…]["”»)]?$/.test(text.trim()) && text.trim().split(/\s+/).length >= 6;
}
