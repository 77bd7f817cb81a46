import { describe, expect, it } from 'vitest';
import { proGateOf, proGatePath } from './pro-gate';

describe('proGatePath', () => {
  it('names the gate and the page to come back to', () => {
    expect(proGatePath('share', '/recipe/abc?from=my-recipes')).toBe('/pricing?reason=share&return_to=%2Frecipe%2Fabc%3Ffrom%3Dmy-recipes');
    expect(proGatePath('discover', '/discover')).toBe('/pricing?reason=discover&return_to=%2Fdiscover');
    expect(proGatePath(null, '/leaderboard')).toBe('/pricing?return_to=%2Fleaderboard');
  });

  it('leaves out a page that is not on this site', () => {
    expect(proGatePath('nutrition', 'https://evil.example/x')).toBe('/pricing?reason=nutrition');
    expect(proGatePath(null, '//evil.example')).toBe('/pricing');
  });

  it('reads only known gates back', () => {
    expect(proGateOf('share')).toBe('share');
    expect(proGateOf('anything')).toBeNull();
    expect(proGateOf(null)).toBeNull();
  });
});
