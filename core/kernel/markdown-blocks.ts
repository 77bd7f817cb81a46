/**
 * Block structure of a short markdown text (personal notes): paragraphs separated by blank
 * lines (single line breaks kept), bulleted lists (`- `, `* `, `+ `) and numbered lists (`1. `,
 * `1) `). Inline markup inside each line is left to core/kernel/inline-markdown.ts.
 */
export type MarkdownBlock =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

function listItem(line: string): { ordered: boolean; text: string } | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, text: bullet[1] ?? '' };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, text: numbered[1] ?? '' };
  return null;
}

export function parseBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let current: MarkdownBlock | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      current = null;
      continue;
    }
    const item = listItem(line);
    if (item) {
      if (current?.type !== 'list' || current.ordered !== item.ordered) {
        current = { type: 'list', ordered: item.ordered, items: [] };
        blocks.push(current);
      }
      current.items.push(item.text);
    } else if (current?.type === 'paragraph') {
      current.lines.push(line);
    } else {
      current = { type: 'paragraph', lines: [line] };
      blocks.push(current);
    }
  }
  return blocks;
}
