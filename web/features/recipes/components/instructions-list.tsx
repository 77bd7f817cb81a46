import { useTranslation } from 'react-i18next';
import { InstructionSteps } from '../../../components/instruction-steps';
import { Card } from '../../../components/ui/card';

/** The instructions card: numbered steps with **bold** and *italic* rendered as elements. */
export function InstructionsList({ steps }: { steps: string[] }) {
  const { t } = useTranslation('recipes');
  return (
    <Card className="p-5 print:border-0 print:bg-transparent print:p-0 print:shadow-none">
      <h2 className="text-xl font-semibold">{t('detail.instructions')}</h2>
      <InstructionSteps steps={steps} className="mt-4" />
    </Card>
  );
}
