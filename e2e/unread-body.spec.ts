import { expect, test } from '@playwright/test';
import { keepAliveClient, unreadBodyLoop, UNREAD_ROUNDS } from '../scripts/bench/unread-body-loop';

/**
 * docs/decisions/014-hardening.md: the local stack never answers 500 because an early answer left a request body
 * unread (workerd#1741, workers-sdk#13065). Against the suite's own server, which is `npm start`
 * (playwright.config.ts): 100 early-answered requests with unread 2 B and 1 MB bodies, each
 * followed at once by another request on the same keep-alive connection. No 5xx in 200 answers.
 */
test('100 unread request bodies on one connection: no 5xx, every follower answered', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const client = keepAliveClient(baseURL ?? 'http://localhost:8799');
  try {
    const loop = await unreadBodyLoop(client);
    expect(loop.responses).toBe(2 * UNREAD_ROUNDS);
    expect(loop.fiveXx).toBe(0);
    expect(loop.unexpected).toEqual([]);
    // The followers really went over the connection the unread body was sent on.
    expect(loop.reusedFollowers).toBe(UNREAD_ROUNDS);
  } finally {
    client.close();
  }
});
