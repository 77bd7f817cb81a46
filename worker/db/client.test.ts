import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';

describe('createDb', () => {
  // A relational query (`db.query.<table>`) would read any domain's table without an import
  // worker/architecture.test.ts can see (docs/decisions/076-domain-public-entries.md).
  it('offers no relational queries: every table is reached through the domain that owns it', () => {
    expect(Object.keys(createDb(env.DB).query)).toEqual([]);
  });
});
