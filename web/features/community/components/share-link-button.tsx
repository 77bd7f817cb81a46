import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';

/** Native share when the browser has it; otherwise copies the link and says so. */
export function ShareLinkButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('community');

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        // Share sheet unavailable: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast('success', t('detail.linkCopied'));
    } catch {
      toast('error', t('detail.copyFailed'));
    }
  };

  return (
    // data-shell-action: the worker-drawn page's Share button hands its press to this one (web/app/server-shell.ts).
    <Button variant="outline" onClick={() => void share()} data-shell-action="share">
      <Share2 className="size-4" aria-hidden />
      {t('detail.share')}
    </Button>
  );
}
