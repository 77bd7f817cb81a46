import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/session';
import { LanguageMenu as LanguageMenuImpl } from './language-menu';

// The user menu (Radix) loads right after the first paint, outside the first page's JavaScript;
// until then a look-alike button holds its place. The language menu is in the first page's
// JavaScript anyway (the footer shows it) and renders at once, also in prerendered pages
// (scripts/prerender.ts), which must not hold a boundary that resolves late.
const UserMenuImpl = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

function Placeholder({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn('inline-flex h-10 min-w-10 items-center justify-center opacity-60', className)}>
      <ChevronDown className="size-4" />
    </span>
  );
}

export function LanguageMenu({ className }: { className?: string }) {
  return <LanguageMenuImpl className={className} />;
}

export function UserMenu({ user }: { user: Me }) {
  return (
    <Suspense fallback={<Placeholder className="size-8 rounded-full bg-muted" />}>
      <UserMenuImpl user={user} />
    </Suspense>
  );
}
