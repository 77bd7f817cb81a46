/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { app } from './app';
import apiDoc from '../docs/api.md?raw';

/**
 * docs/api.md lists every route of the app, and nothing else: the routes Hono knows (middleware
 * entries with method ALL and the catch-all 404 left out) must equal the calls in the document's
 * tables. The format it reads is described at the top of docs/api.md: a table row whose first cell
 * is `` `METHOD /path` ``, path parameters written `{name}`.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** `/api/recipes/:id{[0-9]+}` and `/api/recipes/{id}` both become `/api/recipes/{}`. */
export function normalisePath(path: string): string {
  const withoutRegex = path.replace(/:([A-Za-z0-9_]+)\{[^}]*\}/g, ':$1');
  const braces = withoutRegex.replace(/:[A-Za-z0-9_]+\??/g, '{}').replace(/\{[A-Za-z0-9_]+\}/g, '{}');
  const trimmed = braces.length > 1 ? braces.replace(/\/+$/, '') : braces;
  return trimmed.replace(/\/{2,}/g, '/');
}

export function appRoutes(routes: readonly { method: string; path: string }[]): Set<string> {
  const found = new Set<string>();
  for (const route of routes) {
    if (!METHODS.includes(route.method)) continue; // middleware (ALL), including the 404 catch-all
    if (route.path.endsWith('*')) continue;
    found.add(`${route.method} ${normalisePath(route.path)}`);
  }
  return found;
}

export function documentedRoutes(markdown: string): Set<string> {
  const found = new Set<string>();
  const row = new RegExp(`^\\|\\s*\`(${METHODS.join('|')}) (/[^\`\\s]*)\`\\s*\\|`);
  for (const line of markdown.split('\n')) {
    const match = row.exec(line.trim());
    if (match) found.add(`${match[1]} ${normalisePath(match[2]!.split('?')[0]!)}`);
  }
  return found;
}

describe('docs/api.md', () => {
  it('reads both parameter spellings the same way', () => {
    expect(normalisePath('/api/recipes/:id/share')).toBe('/api/recipes/{}/share');
    expect(normalisePath('/api/radio/:track{[1-6]}')).toBe('/api/radio/{}');
    expect(normalisePath('/api/recipes/{id}/share')).toBe('/api/recipes/{}/share');
    expect(normalisePath('/api//pantry/')).toBe('/api/pantry');
  });

  it('finds route rows and ignores other tables', () => {
    const doc = [
      '| Call | Who |',
      '|---|---|',
      '| `GET /api/pantry` | Pro |',
      '| `POST /api/recipes/{id}/share?x=1` | owner |',
      '| `theme` | light or dark |',
      'Text mentioning `GET /api/nothing` outside a table.',
    ].join('\n');
    expect([...documentedRoutes(doc)].sort()).toEqual(['GET /api/pantry', 'POST /api/recipes/{}/share']);
  });

  it('lists every route of the app, and only those', () => {
    const inApp = appRoutes(app.routes);
    const inDoc = documentedRoutes(apiDoc);
    const undocumented = [...inApp].filter((route) => !inDoc.has(route)).sort();
    const gone = [...inDoc].filter((route) => !inApp.has(route)).sort();
    expect({ undocumented, gone }).toEqual({ undocumented: [], gone: [] });
  });
});
