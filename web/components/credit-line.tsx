import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Saved from <dish> by <name>" / "Remix of <dish> by <name>": a credit to a community recipe, its
 * title a link to the shared recipe while it is shared, plain text once it is gone (never a link to
 * a page that is not there). The sentence is the caller's translation key with a `<dish>` tag.
 */
export function CreditLine(props: {
  t: TFunction;
  i18nKey: string;
  icon: ReactNode;
  title: string;
  name: string;
  /** The shared recipe's id, or null once it is no longer shared. */
  sharedId: string | null;
  testId: string;
  className?: string;
}) {
  const { t, i18nKey, icon, title, name, sharedId, testId, className = '' } = props;
  return (
    <p className={`flex items-center gap-1 text-sm text-muted-foreground ${className}`} data-testid={testId}>
      {icon}
      <span>
        <Trans
          t={t}
          i18nKey={i18nKey}
          values={{ title, name }}
          components={{
            dish: sharedId ? (
              <Link to={`/discover/${sharedId}`} className="font-medium underline underline-offset-2 hover:text-foreground" />
            ) : (
              <span className="font-medium" />
            ),
          }}
        />
      </span>
    </p>
  );
}
