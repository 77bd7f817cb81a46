import { describe, expect, it } from 'vitest';
import { deadExports, projectSources } from './dead-exports';

/**
 * Every export of the web app is used, as every export of core is (scripts/core-exports.test.ts):
 * imported by some file (tests included), loaded lazily or by Vite, or used in its own file. A
 * type or component nothing reads is dead code (scripts/dead-exports.ts).
 */
describe('web exports', () => {
  it('every export of a web file is read somewhere', { timeout: 60_000 }, () => {
    expect(deadExports(projectSources(), 'web')).toEqual([]);
  });

  it('counts JSX, lazy routes and modules Vite loads by path; names the rest', () => {
    const sources = new Map([
      ['web/components/menu.tsx', 'export const Menu = () => null;\nexport const MenuGroup = () => null;\nexport const Inner = () => null;\nexport const Outer = () => <Inner />;'],
      ['web/app/routes/page.tsx', "import { Menu } from '../../components/menu';\nexport default function Page() {\n  return <Menu />;\n}\nexport type Unread = string;"],
      ['web/app/router.tsx', "export const routes = [{ lazy: () => import('./routes/page') }];\nexport type Dead = number;"],
      ['web/app/prerender.tsx', 'export function renderPage() {}'],
      ['web/main.tsx', "import { routes } from './app/router';\nvoid routes;"],
      ['scripts/prerender.ts', "await vite.ssrLoadModule('/web/app/prerender.tsx');"],
    ]);
    expect(deadExports(sources, 'web')).toEqual(['web/components/menu.tsx:2 MenuGroup', 'web/components/menu.tsx:4 Outer', 'web/app/router.tsx:2 Dead']);
  });
});
