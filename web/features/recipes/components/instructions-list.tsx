import { useTranslation } from 'react-i18next';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { Card } from '../../../components/ui/card';

/** Numbered steps with **bold** and *italic* rendered as elements. */
export function InstructionsList({ steps }: { steps: string[] }) {
  const { t } = useTranslation('recipes');
  return (
    <Card className="p-5 print:border-0 print:bg-transparent print:p-0 print:shadow-none">
      <h2 className="text-xl font-semibold">{t('detail.instructions')}</h2>
      <ol className="mt-4 space-y-4" data-testid="instruction-list">
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
    </Card>
  );
}
