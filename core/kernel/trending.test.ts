import { describe, expect, it } from 'vitest';
import { trendingDenominator, trendingScore } from './trending';

const sharedAt = '2026-05-01T12:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(sharedAt) + hours * 3600_000);

describe('trendingScore', () => {
  it('is 1 / 2^1.5 for a fresh recipe with no activity', () => {
    expect(trendingScore({ upvotes: 0, downvotes: 0, views: 0, sharedAt, now: at(0) })).toBeCloseTo(1 / Math.pow(2, 1.5), 12);
  });

  it('follows (up - down + views/20 + 1) / (hours + 2)^1.5', () => {
    const score = trendingScore({ upvotes: 10, downvotes: 2, views: 40, sharedAt, now: at(7) });
    expect(score).toBeCloseTo((10 - 2 + 2 + 1) / Math.pow(9, 1.5), 12);
  });

  it('decays with age and rises with votes', () => {
    const young = trendingScore({ upvotes: 5, downvotes: 0, views: 0, sharedAt, now: at(1) });
    const old = trendingScore({ upvotes: 5, downvotes: 0, views: 0, sharedAt, now: at(48) });
    const more = trendingScore({ upvotes: 6, downvotes: 0, views: 0, sharedAt, now: at(1) });
    expect(young).toBeGreaterThan(old);
    expect(more).toBeGreaterThan(young);
  });

  it('goes negative when downvotes outweigh everything else', () => {
    expect(trendingScore({ upvotes: 0, downvotes: 5, views: 0, sharedAt, now: at(2) })).toBeLessThan(0);
  });

  it('treats a share time in the future as just shared', () => {
    expect(trendingDenominator(sharedAt, at(-5))).toBeCloseTo(Math.pow(2, 1.5), 12);
  });
});
