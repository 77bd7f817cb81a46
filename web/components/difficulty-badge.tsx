import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

const tone: Record<string, string> = {
  easy: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  hard: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
};

/** Easy / Medium / Hard, tinted (readable in light and dark mode); labels from the recipes namespace. */
export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  const { t } = useTranslation('recipes');
  const key = difficulty.toLowerCase();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone[key] ?? 'bg-muted', className)}>
      {t(`difficulty.${key}`, { defaultValue: difficulty })}
    </span>
  );
}
