import { describe, expect, it } from 'vitest';
import { appRoutes, SCENARIOS, UNMEASURED } from './cpu-scenarios';
import { cpuTimeOf, type CpuProfile } from './cpu-profile';
import { overBudget, report, type RouteCpu } from './cpu-report';

const nodes = [
  { id: 1, callFrame: { functionName: '(root)', url: '' } },
  { id: 2, callFrame: { functionName: '(idle)', url: '' } },
  { id: 3, callFrame: { functionName: 'handler', url: 'worker.js' } },
  { id: 4, callFrame: { functionName: '(garbage collector)', url: '' } },
  { id: 5, callFrame: { functionName: '(program)', url: '' } },
];
const profile = (samples: number[], timeDeltas: number[], endTime: number): CpuProfile => ({ nodes, samples, timeDeltas, startTime: 0, endTime });

describe('cpuTimeOf', () => {
  it.each([
    ['an empty window', profile([], [], 1000), { activeUs: 0, gcUs: 0, samples: 0 }],
    ['only idle samples', profile([2, 2, 2], [100, 100, 100], 400), { activeUs: 0, gcUs: 0, samples: 3 }],
    // Sample i lasts until the next one (the last until endTime): 100 + 100 + 200.
    ['JavaScript between idle', profile([2, 3, 3, 2], [100, 100, 100, 100], 600), { activeUs: 100 + 100, gcUs: 0, samples: 4 }],
    ['the last sample runs to the end', profile([2, 3], [100, 100], 500), { activeUs: 300, gcUs: 0, samples: 2 }],
    ['GC and runtime work count, GC apart', profile([3, 4, 5, 2], [50, 50, 50, 50], 250), { activeUs: 150, gcUs: 50, samples: 4 }],
    ['uneven intervals', profile([3, 2, 3], [10, 30, 70], 200), { activeUs: 30 + 90, gcUs: 0, samples: 3 }],
  ])('%s', (_name, input, expected) => {
    expect(cpuTimeOf(input)).toEqual(expected);
  });

  it.each([
    // A 10 ms gap after a JavaScript sample is the thread waiting for a core: it counts 150 µs.
    ['a long gap is capped', profile([3, 3, 2], [100, 100, 10_000], 10_300), 150, { activeUs: 100 + 150, gcUs: 0, samples: 3 }],
    ['short intervals are kept', profile([3, 3, 3], [100, 100, 100], 400), 150, { activeUs: 300, gcUs: 0, samples: 3 }],
    ['idle gaps stay out', profile([2, 3], [100, 5_000], 5_200), 150, { activeUs: 100, gcUs: 0, samples: 2 }],
  ])('%s', (_name, input, cap, expected) => {
    expect(cpuTimeOf(input, cap)).toEqual(expected);
  });
});

describe('the CPU bench covers the app', () => {
  it('has a scenario for every route of app.routes, and none for a route that does not exist', () => {
    const routes = appRoutes();
    const scenarios = SCENARIOS.map((s) => s.route);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !scenarios.includes(r) && !(r in UNMEASURED))).toEqual([]);
    expect(Object.keys(UNMEASURED).filter((r) => !routes.includes(r))).toEqual([]);
    expect(scenarios.filter((r) => !routes.includes(r))).toEqual([]);
    expect(new Set(scenarios).size).toBe(scenarios.length);
  });

  it("measures each route on its successful path: no scenario counts an error status as the route's work", () => {
    const acceptsErrors = SCENARIOS.filter((s) => s.expect?.some((status) => status < 200 || status >= 400)).map((s) => `${s.route}: ${s.expect?.join(', ')}`);
    expect(acceptsErrors).toEqual([]);
  });
});

describe('the CPU report', () => {
  const row = (route: string, p50: number, p95: number, extra: Partial<RouteCpu> = {}): RouteCpu => ({ route, p50, p95, statuses: '200', unexpected: 0, ...extra });

  it.each([
    ['under at both', row('GET /a', 2, 9.9), false],
    // The aim is p95: a route fast at the median but slow at p95 is over.
    ['over at p95 only', row('GET /b', 3, 10.5), true],
    ['over at both', row('GET /c', 12, 15), true],
    ['a failed scenario (no numbers)', row('GET /d', Number.NaN, Number.NaN, { unexpected: 1 }), false],
  ])('%s', (_name, result, over) => {
    expect(overBudget([result]).length > 0).toBe(over);
  });

  it('lists the routes over budget with their p95 and why they may be, and flags unexpected statuses', () => {
    const text = report([row('GET /fast', 1, 2), row('POST /api/import', 8, 19.6, { over: 'an import' }), row('GET /slow', 4, 11), row('GET /odd', 1, 1, { statuses: '200×14, 409', unexpected: 1 })], 0, 1, { warmup: 2, runs: 15 });
    const list = text.slice(text.indexOf('### Routes over 10 ms (p95)'));
    expect(list).toContain('- `POST /api/import`: 19.6 ms p95 (8.00 p50). Allowed: an import.');
    expect(list).toContain('- `GET /slow`: 11.0 ms p95 (4.00 p50). Not an allowed kind');
    expect(list).not.toContain('GET /fast');
    expect(text).toContain('| `GET /odd` | 1.00 | 1.00 | 200×14, 409 (1 unexpected) |');
  });
});
