import { Fragment } from 'react';
import { parseInline, type InlineSegment } from '#core/kernel/inline-markdown';
import { parseBlocks } from '#core/kernel/markdown-blocks';

function renderSegments(segments: InlineSegment[]) {
  return segments.map((segment, i) => {
    if (segment.type === 'text') return <Fragment key={i}>{segment.text}</Fragment>;
    if (segment.type === 'strong') return <strong key={i}>{renderSegments(segment.children)}</strong>;
    if (segment.type === 'link') {
      // Only http(s) addresses reach here (core/kernel/inline-markdown.ts); never pass on who sent them.
      return (
        <a
          key={i}
          href={segment.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-primary underline underline-offset-2"
        >
          {renderSegments(segment.children)}
        </a>
      );
    }
    return <em key={i}>{renderSegments(segment.children)}</em>;
  });
}

/** Text with **bold**, *italic* and safe [links](https://…) as React elements (never an HTML string). */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{renderSegments(parseInline(text))}</>;
}

/** Paragraphs and lists of a short markdown text (notes), each line with its inline markup. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, i) => {
        if (block.type === 'paragraph') {
          return (
            <p key={i}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 ? <br /> : null}
                  <InlineMarkdown text={line} />
                </Fragment>
              ))}
            </p>
          );
        }
        const items = block.items.map((item, j) => (
          <li key={j}>
            <InlineMarkdown text={item} />
          </li>
        ));
        return block.ordered ? (
          <ol key={i} className="list-decimal pl-6">
            {items}
          </ol>
        ) : (
          <ul key={i} className="list-disc pl-6">
            {items}
          </ul>
        );
      })}
    </>
  );
}
