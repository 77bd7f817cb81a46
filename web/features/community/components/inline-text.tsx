import { Fragment } from 'react';
import { parseInline, type InlineSegment } from '../../../../core/inline-markdown';

function renderSegments(segments: InlineSegment[]) {
  return segments.map((segment, i) => {
    if (segment.type === 'text') return <Fragment key={i}>{segment.text}</Fragment>;
    if (segment.type === 'strong') return <strong key={i}>{renderSegments(segment.children)}</strong>;
    return <em key={i}>{renderSegments(segment.children)}</em>;
  });
}

/** Text with **bold** and *italic* rendered as elements (never as HTML strings). */
export function InlineText({ text }: { text: string }) {
  return <>{renderSegments(parseInline(text))}</>;
}
