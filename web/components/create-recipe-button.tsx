import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUsage } from '../lib/usage';
import { Button, buttonClass } from './ui/button';
import { UpsellModal } from './upsell-modal';

interface CreateRecipeButtonProps {
  label?: string;
  variant?: 'primary' | 'outline';
  className?: string;
}

/**
 * Goes to the creator (/), or opens the upsell (limit_reached) when this month's allowance is
 * used up and no credits remain. Reads the cached usage query (no extra request).
 */
export function CreateRecipeButton({ label, variant = 'primary', className }: CreateRecipeButtonProps) {
  const { t } = useTranslation('recipes');
  const usage = useUsage();
  const [open, setOpen] = useState(false);
  const text = label ?? t('create.new');
  const atLimit = usage.data ? usage.data.used >= usage.data.limit && usage.data.credits <= 0 : false;
  if (!atLimit) {
    return (
      <Link to="/" className={buttonClass(variant, 'md', className)}>
        <Plus className="size-4" aria-hidden />
        {text}
      </Link>
    );
  }
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        {text}
      </Button>
      <UpsellModal open={open} onOpenChange={setOpen} reason="limit_reached" />
    </>
  );
}
