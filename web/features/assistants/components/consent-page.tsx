import { AlertTriangle, Bot, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useConsentRequest, useDecideConsent } from '../api/assistants';

type Access = 'read' | 'write';

/**
 * `/oauth/authorize` (docs/decisions/079-mcp-server.md): an AI assistant asks to use the cook's
 * Forkcast. Signed-out visitors sign in first and come back (the route's guard). The page names
 * the assistant, says whether its name is verified and where access goes, and lets the cook allow
 * reading only, or reading and changing, or say no. The answer sends the browser back to the
 * assistant.
 */
export function ConsentPage() {
  const { t } = useTranslation('assistants');
  useDocumentTitle(t('consent.pageTitle'));
  const [params] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params), [params]);
  const request = useConsentRequest(query);
  const decide = useDecideConsent();
  const { user } = useSession();
  const [access, setAccess] = useState<Access | null>(null);
  const [leaving, setLeaving] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const legendId = useId();

  const consent = request.data;
  const chosen: Access = access ?? (consent?.requested_scopes.includes('write') ? 'write' : 'read');

  useEffect(() => {
    if (decide.isError || leaving) result.current?.focus();
  }, [decide.isError, leaving]);

  if (request.isPending) return <PageSpinner />;

  const answer = (decision: 'approve' | 'deny') =>
    decide.mutate(
      { handle: consent!.handle, decision, scopes: chosen === 'write' ? ['read', 'write'] : ['read'] },
      {
        onSuccess: ({ redirect_to }) => {
          setLeaving(true);
          window.location.assign(redirect_to);
        },
      },
    );

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Bot aria-hidden className="size-8 text-primary" />
        {!consent ? (
          <div role="alert" className="mt-3 space-y-4">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('consent.invalidTitle')}</h1>
            <p className="text-muted-foreground">{errorMessage(request.error, t)}</p>
            <p className="text-sm text-muted-foreground">{t('consent.invalidHelp')}</p>
            <Link to="/dashboard" className={buttonClass('outline', 'md')}>
              {t('consent.toDashboard')}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {t('consent.title', { name: consent.client_name })}
            </h1>
            {user ? <p className="mt-2 text-sm text-muted-foreground">{t('consent.signedInAs', { email: user.email })}</p> : null}
            <ul className="mt-4 space-y-2 text-sm">
              <li className="flex items-start gap-2">
                <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="break-words">
                  {consent.client_domain ? t('consent.verified', { domain: consent.client_domain }) : t('consent.unverified')}
                </span>
              </li>
              <li className="flex items-start gap-2">
                <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="break-words">{t('consent.redirect', { host: consent.redirect_host })}</span>
              </li>
            </ul>
            {consent.redirect_is_local ? (
              <p className="mt-4 flex items-start gap-2 rounded-xl border border-border bg-muted p-3 text-sm" data-testid="consent-local-warning">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>{t('consent.localWarning')}</span>
              </p>
            ) : null}
            <fieldset className="mt-6" aria-describedby={`${legendId}-hint`}>
              <legend id={legendId} className="font-semibold">
                {t('consent.accessLegend', { name: consent.client_name })}
              </legend>
              <p id={`${legendId}-hint`} className="mt-1 text-sm text-muted-foreground">
                {t('consent.accessHint')}
              </p>
              <div className="mt-3 space-y-2">
                {(['read', 'write'] as const).map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                  >
                    <input
                      type="radio"
                      name="access"
                      value={option}
                      checked={chosen === option}
                      onChange={() => setAccess(option)}
                      className="mt-1 size-4 accent-[var(--color-primary)]"
                      data-testid={`consent-access-${option}`}
                    />
                    <span>
                      <span className="block font-medium">{t(`consent.access.${option}.title`)}</span>
                      <span className="block text-sm text-muted-foreground">{t(`consent.access.${option}.body`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div ref={result} tabIndex={-1} className="mt-6 outline-none">
              {leaving ? (
                <p role="status" className="font-medium">
                  {t('consent.returning', { name: consent.client_name })}
                </p>
              ) : (
                <>
                  {decide.isError ? (
                    <p role="alert" className="mb-4 text-danger">
                      {errorMessage(decide.error, t)} {t('consent.invalidHelp')}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button className="h-11" disabled={decide.isPending} onClick={() => answer('approve')} data-testid="consent-allow">
                      {t('consent.allow')}
                    </Button>
                    <Button variant="outline" className="h-11" disabled={decide.isPending} onClick={() => answer('deny')} data-testid="consent-deny">
                      {t('consent.deny')}
                    </Button>
                  </div>
                  <p className="mt-4 text-sm text-muted-foreground">{t('consent.revokeLater')}</p>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
