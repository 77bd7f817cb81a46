import type { Bindings } from '../env';

/**
 * Where the worker's fetches of user-given addresses go (docs/decisions/022-import-end-to-end-fixture.md). Always the platform's `fetch`, except in the local end-to-end setup: when the worker
 * runs with the local defaults (DEV_LOGIN "true") AND has the FIXTURE_WEB service binding (only
 * vite.config.ts declares it, and only under FORKCAST_IMPORT_FIXTURES=1), a request to a reserved
 * `.example` name (RFC 2606: never on the internet) is answered by that fixture Worker instead.
 * Callers check the address before fetching: this only picks where an allowed request goes, so it
 * can never open loopback or private addresses, and nothing in a request can switch it on.
 */
export type OutboundFetch = (url: string, init: RequestInit) => Promise<Response>;

export const FIXTURE_TLD = 'example';

const isFixtureHost = (url: string) => {
  try {
    return new URL(url).hostname.endsWith(`.${FIXTURE_TLD}`);
  } catch {
    return false;
  }
};

export function outboundFetch(env: Pick<Bindings, 'DEV_LOGIN' | 'FIXTURE_WEB'>): OutboundFetch {
  const fixtureWeb = env.DEV_LOGIN === 'true' ? env.FIXTURE_WEB : undefined;
  // `fetch` is looked up at call time, so tests that intercept the global see every call.
  return (url, init) => (fixtureWeb && isFixtureHost(url) ? fixtureWeb.fetch(url, init) : fetch(url, init));
}
