import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** The alternative start: describe a dish (prompt mode). */
export function DescriptionCard({ onStart, disabled }: { onStart: () => void; disabled?: boolean }) {
  const { t } = useTranslation('creator');
  const titleId = useId();
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <PenLine className="size-5 text-primary" aria-hidden />
        {t('description.title')}
      </h2>
      <p className="text-muted-foreground">{t('description.text')}</p>
      <Button variant="outline" className="mt-auto" onClick={onStart} disabled={disabled}>
        {t('description.button')}
      </Button>
    </Card>
  );
}
