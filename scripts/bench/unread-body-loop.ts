/**
 * docs/decisions/014-hardening.md: the unread-body loop, shared by `npm run bench:unread-body` (the figure in
 * docs/bench.md) and the browser suite's e2e/unread-body.spec.ts (the regression test), both
 * against the app served as `npm start` serves it (vite preview: the worker on workerd).
 *
 * On one keep-alive connection: `rounds` requests whose body the worker answers without needing
 * (401, 403, 404, 415; alternately 2 B and 1 MB), each followed at once by an ordinary request on
 * the same connection. Before the body-drain middleware such followers failed with 500
 * ("fetch failed", workerd#1741, workers-sdk#13065).
 */
import { JSON_BODY_LIMIT_BYTES } from '../../worker/lib/body-limit';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reused: boolean;
}

/** One HTTP/1.1 client holding at most one keep-alive connection to `baseUrl`. */
export function keepAliveClient(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, baseUrl), { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), reused: req.reusedSocket }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof keepAliveClient>;

export const UNREAD_ROUNDS = 100;
export const UNREAD_SIZES = [2, 1024 * 1024];

/** Requests the worker answers early, without needing their body. */
export const UNREAD_KINDS: Array<{
  name: string;
  path: string;
  status: number;
  /** The answer when the body is over the API's 256 KB limit and the limit answers first, from Content-Length (docs/api.md "Body limit"). */
  statusOverLimit?: number;
  headers: Record<string, string>;
}> = [
  { name: '401 signed out', path: '/api/detect-ingredients', status: 401, headers: { 'content-type': 'application/json' } },
  { name: '403 cross-site', path: '/api/leaderboard/settings', status: 403, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } },
  { name: '404 unknown route', path: '/api/no-such-route', status: 404, headers: { 'content-type': 'application/json' } },
  { name: '415 not JSON', path: '/api/sessions', status: 415, statusOverLimit: 413, headers: { 'content-type': 'text/plain' } },
];

export interface UnreadLoopResult {
  responses: number;
  fiveXx: number;
  /** Early answers whose status was not the one expected for their kind. */
  unexpected: string[];
  reusedFollowers: number;
  statuses: Map<string, number>;
}

export async function unreadBodyLoop(client: Client, rounds = UNREAD_ROUNDS): Promise<UnreadLoopResult> {
  const result: UnreadLoopResult = { responses: 0, fiveXx: 0, unexpected: [], reusedFollowers: 0, statuses: new Map() };
  for (let i = 0; i < rounds; i++) {
    const kind = UNREAD_KINDS[i % UNREAD_KINDS.length]!;
    const size = UNREAD_SIZES[i % UNREAD_SIZES.length]!;
    const first = await client.send('POST', kind.path, { ...kind.headers, 'content-length': String(size) }, Buffer.alloc(size, 0x7b));
    const follower = await client.send('GET', '/api/dev/users', {});
    const expected = size > JSON_BODY_LIMIT_BYTES ? (kind.statusOverLimit ?? kind.status) : kind.status;
    if (first.status !== expected) result.unexpected.push(`${i}: ${kind.name} (${size} B) answered ${first.status}`);
    if (follower.status !== 200) result.unexpected.push(`${i}: the follower after ${kind.name} (${size} B) answered ${follower.status}`);
    for (const answer of [first, follower]) {
      result.responses += 1;
      if (answer.status >= 500) result.fiveXx += 1;
      result.statuses.set(String(answer.status), (result.statuses.get(String(answer.status)) ?? 0) + 1);
    }
    if (follower.reused) result.reusedFollowers += 1;
  }
  return result;
}
