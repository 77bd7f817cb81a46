import { describe, expect, it } from 'vitest';
import { appRoutes, SCENARIOS } from './cpu-scenarios';
import { cpuTimeOf, type CpuProfile } from './cpu-profile';

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
    expect(routes.filter((r) => !scenarios.includes(r))).toEqual([]);
    expect(scenarios.filter((r) => !routes.includes(r))).toEqual([]);
    expect(new Set(scenarios).size).toBe(scenarios.length);
  });
});
