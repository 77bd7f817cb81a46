import { InspectorSession } from './cpu-profile';

/**
 * The worker isolate's own memory, read over workerd's inspector (Chrome DevTools Protocol) while
 * a benchmark runs: `Runtime.getHeapUsage` answers the isolate's V8 heap in use (`usedSize`) and
 * the bytes of array buffers and external strings it holds outside that heap
 * (`backingStorageSize`: photo bytes live there). Their sum is what the isolate holds, which is
 * what production limits to 128 MB; unlike the workerd process's resident set it leaves out the
 * runtime, the local D1/R2 simulators and the other workers (router, assets) of the dev server.
 * The heap in use includes garbage V8 has not collected yet, so a peak is an upper bound.
 */
export interface HeapUsage {
  used: number;
  backing: number;
}

export interface HeapPeak {
  baseline: HeapUsage;
  /** The largest `used + backing` seen, with its two parts. */
  peak: HeapUsage;
  samples: number;
}

const total = (usage: HeapUsage) => usage.used + usage.backing;

export class IsolateHeap {
  private constructor(private readonly session: InspectorSession) {}

  /** Connects to the worker's inspector (the URL `unstable_startWorker` answers as `inspectorUrl`). */
  static async connect(inspectorUrl: URL): Promise<IsolateHeap> {
    return new IsolateHeap(await InspectorSession.connect(inspectorUrl));
  }

  async usage(): Promise<HeapUsage> {
    const result = await this.session.send<{ usedSize: number; backingStorageSize?: number }>('Runtime.getHeapUsage');
    return { used: result.usedSize, backing: result.backingStorageSize ?? 0 };
  }

  /** Samples the heap back to back (one request in flight) while `work` runs; answers its peak. */
  async peakDuring<T>(work: () => Promise<T>): Promise<{ result: T; heap: HeapPeak }> {
    const baseline = await this.usage();
    let peak = baseline;
    let samples = 1;
    let running = true;
    const sampling = (async () => {
      while (running) {
        const now = await this.usage();
        samples += 1;
        if (total(now) > total(peak)) peak = now;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      const result = await work();
      running = false;
      await sampling;
      return { result, heap: { baseline, peak, samples } };
    } finally {
      running = false;
    }
  }

  close() {
    this.session.close();
  }
}

export const heapTotal = total;
