import { Copy, Link2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errors';
import { useCreateInvite } from '../api/household';

/** "Create invite link" and, once made, the link with a copy button (single use, 7 days). */
export function InviteLink() {
  const { t } = useTranslation('household');
  const id = useId();
  const create = useCreateInvite();
  const [link, setLink] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: ({ invite_url }) => {
        setLink(invite_url);
        // Focus moves to the new link so it can be copied (or read) at once.
        requestAnimationFrame(() => field.current?.select());
      },
      onError: (err) => toast('error', errorMessage(err, t, t('invite.failed'))),
    });

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast('success', t('invite.copied'));
    } catch {
      field.current?.select();
      toast('info', t('invite.copyByHand'));
    }
  };

  return (
    <div className="space-y-3">
      <Button variant="outline" className="h-11" onClick={onCreate} disabled={create.isPending} data-testid="household-invite">
        <Link2 aria-hidden className="size-4" />
        {link ? t('invite.another') : t('invite.create')}
      </Button>
      {link ? (
        <div>
          <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-medium">
            {t('invite.linkLabel')}
          </label>
          <div className="flex min-w-0 gap-2">
            <input
              ref={field}
              id={`${id}-link`}
              readOnly
              value={link}
              aria-describedby={`${id}-hint`}
              data-testid="household-invite-link"
              className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-muted px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="primary" className="h-11 shrink-0" onClick={() => void onCopy()}>
              <Copy aria-hidden className="size-4" />
              {t('invite.copy')}
            </Button>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
            {t('invite.hint')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
