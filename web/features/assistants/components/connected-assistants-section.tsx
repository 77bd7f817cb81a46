import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useAssistants, useRevokeAssistant } from '../api/assistants';

/**
 * Settings, "Connected assistants" (docs/decisions/079-mcp-server.md): the AI assistants the cook
 * allowed, what each may do, when it was connected and last used, and disconnecting each. The
 * server address to connect a new one is shown too.
 */
export function ConnectedAssistantsSection() {
  const { t } = useTranslation('assistants');
  const format = useFormat();
  const list = useAssistants();
  const revoke = useRevokeAssistant();
  const serverUrl = `${window.location.origin}/mcp`;
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: undefined });

  return (
    <section
      id="assistants"
      tabIndex={-1}
      aria-labelledby="assistants-title"
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-6"
      data-testid="assistants-section"
    >
      <h2 id="assistants-title" className="text-lg font-semibold">
        {t('settings.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('settings.description')}</p>
      <div className="mt-4 space-y-4">
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{t('settings.loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(list.error, t)}
          </p>
        ) : list.data.assistants.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings.empty')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border" data-testid="assistants-list">
            {list.data.assistants.map((assistant) => (
              <li key={assistant.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                <Bot aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{assistant.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {t(assistant.scopes.includes('write') ? 'settings.readWrite' : 'settings.readOnly')}
                    {' · '}
                    {t('settings.connected', { date: when(assistant.connected_at) })}
                    {' · '}
                    {assistant.last_used_at ? t('settings.lastUsed', { date: when(assistant.last_used_at) }) : t('settings.neverUsed')}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={t('settings.disconnectNamed', { name: assistant.name })}
                  onClick={() =>
                    revoke.mutate(assistant.id, {
                      onSuccess: () => toast('success', t('settings.disconnected', { name: assistant.name })),
                      onError: (err) => toast('error', errorMessage(err, t, t('settings.disconnectFailed'))),
                    })
                  }
                >
                  {t('settings.disconnect')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="text-sm">
          <p className="text-muted-foreground">{t('settings.connectHint')}</p>
          <p className="mt-1">
            <code className="rounded bg-muted px-2 py-1 break-all" data-testid="assistants-server-url">
              {serverUrl}
            </code>
          </p>
        </div>
      </div>
    </section>
  );
}
