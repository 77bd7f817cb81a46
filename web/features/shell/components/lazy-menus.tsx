import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/session';

// The dropdown menus (Radix) load right after the first paint, outside the first page's
// JavaScript; until then a look-alike button holds their place.
const LanguageMenuImpl = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));
const UserMenuImpl = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

function Placeholder({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn('inline-flex h-10 min-w-10 items-center justify-center opacity-60', className)}>
      <ChevronDown className="size-4" />
    </span>
  );
}

export function LanguageMenu({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Placeholder className={className} />}>
      <LanguageMenuImpl className={className} />
    </Suspense>
  );
}

export function UserMenu({ user }: { user: Me }) {
  return (
    <Suspense fallback={<Placeholder className="size-8 rounded-full bg-muted" />}>
      <UserMenuImpl user={user} />
    </Suspense>
  );
}
