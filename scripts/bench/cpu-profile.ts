import { WebSocket } from 'undici';

/**
 * The worker isolate's CPU time for one piece of work, read from V8's sampling profiler over
 * workerd's inspector (Chrome DevTools Protocol: `Profiler.start` / `Profiler.stop`, the same
 * profile DevTools' Profiler tab records under `wrangler dev`). The time is the sum of the sample
 * intervals that were not idle: JavaScript, the runtime's own work on the isolate's thread
 * ("(program)") and garbage collection. Waiting for D1, R2 or the network is idle, as it is not
 * billed as CPU in production either. Wall time is never used: each sample counts for at most
 * 1.5 sampling intervals, so time the thread spent waiting for a core is left out.
 */
export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface CpuTime {
  /** Microseconds of samples that were not idle (JavaScript, runtime, GC). */
  activeUs: number;
  /** Of which garbage collection. */
  gcUs: number;
  /** Samples in the window. */
  samples: number;
}

/**
 * Sums a profile's non-idle sample intervals (pure; table-tested in cpu.test.ts). Sample i stands
 * for the time up to the next sample, at most `capUs`: the sampler fires on the wall clock, so
 * when the machine is busy and the isolate's thread waits for a core, one sample carries the wait
 * too; capping at about one sampling interval counts the thread's time on a core, not the wait.
 */
export function cpuTimeOf(profile: CpuProfile, capUs = Number.POSITIVE_INFINITY): CpuTime {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let activeUs = 0;
  let gcUs = 0;
  // Sample i stands for the interval up to the next sample (the last one up to endTime).
  let at = profile.startTime;
  const times = deltas.map((delta) => (at += delta));
  for (let i = 0; i < samples.length; i += 1) {
    const next = i + 1 < times.length ? times[i + 1]! : profile.endTime;
    const span = Math.min(capUs, Math.max(0, next - times[i]!));
    const name = byId.get(samples[i]!) ?? '';
    if (name === '(idle)') continue;
    activeUs += span;
    if (name === '(garbage collector)') gcUs += span;
  }
  return { activeUs, gcUs, samples: samples.length };
}

/** A sample counts for at most this many sampling intervals (see cpuTimeOf). */
export const CAP_INTERVALS = 1.5;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** A DevTools Protocol session on the worker's isolate. */
export class InspectorSession {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`inspector: ${message.error.message}`));
      else waiting.resolve(message.result);
    });
  }

  /** Connects to the worker's inspector (the URL `unstable_startWorker` answers as `inspectorUrl`). */
  static async connect(inspectorUrl: URL): Promise<InspectorSession> {
    const targets = (await (await fetch(new URL('/json', inspectorUrl.href.replace(/^ws/, 'http')))).json()) as { webSocketDebuggerUrl: string }[];
    const target = targets[0];
    if (!target) throw new Error('inspector: no worker to attach to');
    // The inspector proxy admits local DevTools pages only: say where we come from.
    const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: 'http://127.0.0.1' } });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('inspector: could not connect')), { once: true });
    });
    return new InspectorSession(socket);
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  private intervalUs = 100;

  /** Turns the profiler on with a fine sampling interval (microseconds). */
  async enableProfiler(intervalUs = 100) {
    this.intervalUs = intervalUs;
    await this.send('Profiler.enable');
    await this.send('Profiler.setSamplingInterval', { interval: intervalUs });
  }

  /** The isolate's CPU time while `work` runs (profiler started before, stopped after). */
  async cpuDuring<T>(work: () => Promise<T>): Promise<{ result: T; cpu: CpuTime }> {
    await this.send('Profiler.start');
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await work() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    // Work the worker keeps doing after answering (waitUntil) lands within a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 15));
    const { profile } = await this.send<{ profile: CpuProfile }>('Profiler.stop');
    if (!outcome.ok) throw outcome.error;
    return { result: outcome.value, cpu: cpuTimeOf(profile, CAP_INTERVALS * this.intervalUs) };
  }

  close() {
    this.socket.close();
  }
}
