import { Fragment } from 'react';
import { parseInline, type InlineSegment } from '../../core/inline-markdown';

function renderSegments(segments: InlineSegment[]) {
  return segments.map((segment, i) => {
    if (segment.type === 'text') return <Fragment key={i}>{segment.text}</Fragment>;
    if (segment.type === 'strong') return <strong key={i}>{renderSegments(segment.children)}</strong>;
    return <em key={i}>{renderSegments(segment.children)}</em>;
  });
}

/** Text with **bold** and *italic* rendered as React elements (never as an HTML string). */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{renderSegments(parseInline(text))}</>;
}
