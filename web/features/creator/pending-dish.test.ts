import { afterEach, describe, expect, it } from 'vitest';
import { keepPendingDish, takePendingDish } from './pending-dish';

afterEach(() => sessionStorage.clear());

describe('the dish kept through checkout', () => {
  it('is restored once, then forgotten', () => {
    keepPendingDish(['2 eggs', '  spinach ', '']);
    expect(takePendingDish()).toEqual(['2 eggs', 'spinach']);
    expect(takePendingDish()).toBeNull();
  });

  it('keeps nothing for an empty dish and ignores foreign values', () => {
    keepPendingDish([' ']);
    expect(takePendingDish()).toBeNull();
    sessionStorage.setItem('forkcast.creator.pendingDish', '{"not":"a list"}');
    expect(takePendingDish()).toBeNull();
  });
});
