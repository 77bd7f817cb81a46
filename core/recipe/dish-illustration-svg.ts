import type { FoodShape } from './dish-illustration-foods';

/**
 * The SVG drawing of a dish scene (core/recipe/dish-illustration.ts): the dashboard samples' style
 * (public/samples/*.svg) — a diagonal colour wash with soft dots, a vessel seen from above and
 * the foods as simple shapes. Light and dark come from CSS custom properties with light fallbacks
 * (DISH_DARK_CLASS sets the dark ones), so the same bytes serve both themes and pages without the
 * app's CSS (a shared page before its styles, an exported file) still draw the light picture.
 */
export type Vessel = 'plate' | 'bowl' | 'pan' | 'tray' | 'glass';

export interface DishItem {
  shape: FoodShape;
  x: number;
  y: number;
  rotate: number;
  scale: number;
  fill: string;
  accent: string;
}

export interface DishScene {
  vessel: Vessel;
  /** The stable hash of the recipe (hex), also the gradient's id. */
  hash: string;
  hue: number;
  saturation: number;
  /** The sauce, broth, batter or drink under the foods; null when the foods sit on the vessel. */
  base: string | null;
  /** The foods drawn, in ingredient order (their table names). */
  foods: string[];
  items: DishItem[];
}

/** Tailwind classes on the picture's box that switch the custom properties to the dark theme. */
export const DISH_DARK_CLASS =
  'dark:[--dish-l1:36%] dark:[--dish-l2:20%] dark:[--dish-plate:#d6cec2] dark:[--dish-rim:#b3a999]';

const PLATE = 'style="fill:var(--dish-plate,#fbf8f3)"';
const RIM = 'fill="none" style="stroke:var(--dish-rim,#e6ded3)" stroke-width="3"';

const SHAPES: Record<FoodShape, (f: string, a: string) => string> = {
  round: (f, a) => `<circle r="18" fill="${f}"/><circle cx="-5" cy="-5" r="5" fill="${a}"/>`,
  leaf: (f) => `<ellipse rx="10" ry="5" fill="${f}"/>`,
  bigleaf: (f, a) => `<path d="M-26 0Q-8-22 26 0Q-8 22-26 0z" fill="${f}"/><path d="M-20 0H20" stroke="${a}" stroke-width="2"/>`,
  noodle: (f, a) =>
    `<path d="M-36 0q9-12 18 0t18 0t18 0t18 0" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M-36 0q9-12 18 0t18 0t18 0t18 0" fill="none" stroke="${f}" stroke-width="5" stroke-linecap="round"/>`,
  grain: (f, a) => `<ellipse rx="7" ry="3.5" fill="${f}" stroke="${a}"/>`,
  egg: (f, a) => `<ellipse rx="24" ry="20" fill="${f}" stroke="#e9e1d4" stroke-width="2"/><circle cx="3" cy="2" r="10" fill="${a}"/>`,
  wheel: (f, a) =>
    `<circle r="20" fill="${f}" stroke="${a}" stroke-width="4"/><path d="M0-15V15M-15 0H15M-10-10L10 10M10-10L-10 10" stroke="${a}" stroke-width="2"/>`,
  fish: (f, a) =>
    `<path d="M-34 0Q-10-20 22-8L36-18V18L22 8Q-10 20-34 0z" fill="${f}"/><path d="M-16-7q6 7 0 14M-2-9q6 9 0 18" fill="none" stroke="${a}" stroke-width="3"/>`,
  curl: (f, a) =>
    `<path d="M-16 8q4-26 24-16q8 6 0 14" fill="none" stroke="${f}" stroke-width="11" stroke-linecap="round"/><path d="M-12 2q6-14 18-8" fill="none" stroke="${a}" stroke-width="2"/>`,
  chunk: (f, a) =>
    `<path d="M-22-8q4-14 22-12q20 2 20 16q0 16-20 16q-24 0-22-20z" fill="${f}"/><path d="M-12-6q10-6 20-2" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  potato: (f, a) => `<ellipse rx="26" ry="18" fill="${f}" stroke="${a}" stroke-width="3"/>`,
  ring: (f) => `<path d="M-16 6q16-14 32 0" fill="none" stroke="${f}" stroke-width="5" stroke-linecap="round"/>`,
  clove: (f, a) => `<ellipse rx="9" ry="12" fill="${f}" stroke="${a}" stroke-width="2"/>`,
  coin: (f, a) => `<circle r="14" fill="${f}"/><circle r="8" fill="${a}" opacity=".6"/>`,
  cap: (f, a) => `<path d="M-24 0a24 18 0 0 1 48 0z" fill="${f}"/><rect x="-7" y="-2" width="14" height="20" rx="5" fill="${a}"/>`,
  cube: (f, a) => `<rect x="-12" y="-12" width="24" height="24" rx="4" fill="${f}" stroke="${a}" stroke-width="3"/>`,
  pea: (f, a) => `<circle r="9" fill="${f}"/><circle cx="-3" cy="-3" r="2.5" fill="${a}"/>`,
  floret: (f, a) =>
    `<rect x="-3" y="2" width="6" height="16" fill="${a}"/><circle cx="-9" r="10" fill="${f}"/><circle cx="9" r="10" fill="${f}"/><circle cy="-9" r="11" fill="${f}"/>`,
  strip: (f, a) => `<rect x="-22" y="-6" width="44" height="12" rx="6" fill="${f}"/><path d="M22 0h6" stroke="${a}" stroke-width="3"/>`,
  bread: (f, a) => `<path d="M-24 18V-4a24 16 0 0 1 48 0V18z" fill="${f}" stroke="${a}" stroke-width="4"/>`,
  avocado: (f, a) => `<ellipse rx="28" ry="20" fill="${f}"/><ellipse rx="22" ry="15" fill="${a}"/><circle cx="5" r="8" fill="#7f5539"/>`,
};

function vessel(scene: DishScene): string {
  const ceramic = `hsl(${(scene.hue + 150) % 360} 38% 44%)`;
  const base = scene.base;
  switch (scene.vessel) {
    case 'bowl':
      return (
        '<circle cx="320" cy="230" r="172" opacity=".2"/>' +
        `<circle cx="320" cy="214" r="172" fill="${ceramic}"/><circle cx="320" cy="214" r="148" ${PLATE}/>` +
        (base ? `<circle cx="320" cy="214" r="136" fill="${base}"/>` : '')
      );
    case 'pan':
      return (
        '<circle cx="290" cy="230" r="168" opacity=".2"/><rect x="430" y="200" width="190" height="28" rx="14" fill="#2b2b2b"/>' +
        '<circle cx="290" cy="214" r="168" fill="#3a3a3a"/><circle cx="290" cy="214" r="152" fill="#4d4d4d"/>' +
        (base ? `<circle cx="290" cy="214" r="146" fill="${base}"/>` : '')
      );
    case 'tray':
      return (
        '<rect x="140" y="100" width="360" height="260" rx="26" opacity=".2"/>' +
        `<rect x="140" y="84" width="360" height="260" rx="26" fill="${ceramic}"/>` +
        `<rect x="158" y="102" width="324" height="224" rx="16" ${base ? `fill="${base}"` : PLATE}/>`
      );
    case 'glass':
      return (
        '<ellipse cx="320" cy="370" rx="90" ry="14" opacity=".2"/>' +
        '<path d="M246 64h148l-20 300H266z" fill="#fff" opacity=".55"/>' +
        `<path d="M254 112h132l-16 244H270z" fill="${base ?? '#f4a6c0'}"/>` +
        '<path d="M262 120l14 224" stroke="#fff" stroke-width="6" opacity=".4" stroke-linecap="round"/>' +
        `<path d="M360 30l-24 190" stroke="${ceramic}" stroke-width="9" stroke-linecap="round"/>`
      );
    default:
      return (
        '<circle cx="320" cy="230" r="180" opacity=".2"/>' +
        `<circle cx="320" cy="214" r="180" ${PLATE}/><circle cx="320" cy="214" r="140" ${RIM}/>` +
        (base ? `<circle cx="320" cy="214" r="120" fill="${base}"/>` : '')
      );
  }
}

function item(i: DishItem): string {
  const scale = i.scale === 1 ? '' : ` scale(${i.scale})`;
  return `<g transform="translate(${i.x} ${i.y}) rotate(${i.rotate})${scale}">${SHAPES[i.shape](i.fill, i.accent)}</g>`;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface DishSvgOptions {
  /** The picture's accessible name when it stands alone; without one it is decorative (aria-hidden). */
  label?: string;
}

/** The scene as one small SVG string (a few KB), filling its box (slice, centred on the dish). */
export function dishSvg(scene: DishScene, options: DishSvgOptions = {}): string {
  const { hue, saturation: s } = scene;
  const id = `dish-${scene.hash}`;
  const a11y = options.label ? `role="img" aria-label="${escapeAttr(options.label)}"` : 'aria-hidden="true" focusable="false"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" ${a11y}>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" style="stop-color:hsl(${hue} ${s}% var(--dish-l1,74%))"/>` +
    `<stop offset="1" style="stop-color:hsl(${hue} ${s}% var(--dish-l2,48%))"/></linearGradient></defs>` +
    `<rect width="640" height="420" fill="url(#${id})"/>` +
    '<g opacity=".12" fill="#fff"><circle cx="60" cy="60" r="40"/><circle cx="590" cy="370" r="60"/><circle cx="580" cy="50" r="18"/><circle cx="40" cy="380" r="22"/></g>' +
    vessel(scene) +
    scene.items.map(item).join('') +
    '</svg>'
  );
}

/** One element of the drawing, for renderers that build elements rather than parse markup (React). */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}

const unescapeAttr = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The element tree of a dishSvg string (only that grammar: elements with double-quoted
 * attributes, no text), so React draws exactly the bytes the server writes.
 */
export function dishSvgTree(svg: string): SvgNode {
  const root: SvgNode = { tag: '', attrs: {}, children: [] };
  const stack = [root];
  for (const [, close, tag = '', attrText = '', selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    if (close) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, name = '', value = ''] of attrText.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[name] = unescapeAttr(value);
    const node: SvgNode = { tag, attrs, children: [] };
    stack[stack.length - 1]?.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  const [svgNode] = root.children;
  if (!svgNode) throw new Error('not an SVG');
  return svgNode;
}
