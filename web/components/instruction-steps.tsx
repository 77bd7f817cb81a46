import { cn } from '../lib/cn';
import { InlineMarkdown } from './inline-markdown';

interface InstructionStepsProps {
  /** Step texts with their own numbers already stripped (core/recipe/recipe-text `instructionSteps`). */
  steps: string[];
  className?: string;
  'data-testid'?: string;
}

/** Numbered instruction steps (round number badges) with **bold** and *italic* rendered as elements; print-friendly. */
export function InstructionSteps({ steps, className, 'data-testid': testId = 'instruction-list' }: InstructionStepsProps) {
  return (
    <ol className={cn('space-y-4', className)} data-testid={testId}>
      {steps.map((step, i) => (
        <li key={i} className="flex gap-3">
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground print:border print:border-black print:bg-transparent print:text-black"
            aria-hidden
          >
            {i + 1}
          </span>
          <p className="pt-0.5 leading-relaxed">
            <InlineMarkdown text={step} />
          </p>
        </li>
      ))}
    </ol>
  );
}
