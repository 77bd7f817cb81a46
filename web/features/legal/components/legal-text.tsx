import type { ReactNode } from 'react';

/**
 * Renders a translated legal paragraph: lines starting with "- " become a list, other lines
 * paragraphs. Plain text only (no HTML from translations).
 */
export function LegalText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length === 0) return;
    blocks.push(
      <ul key={`ul-${blocks.length}`} className="list-disc space-y-1 pl-5">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flush();
    if (line.trim()) blocks.push(<p key={`p-${blocks.length}`}>{line}</p>);
  }
  flush();
  return <div className="space-y-3 leading-relaxed text-muted-foreground">{blocks}</div>;
}
