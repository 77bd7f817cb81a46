import { WebSocket } from 'undici';

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

interface Pending {
  resolve: (value: HeapUsage) => void;
  reject: (err: Error) => void;
}

export class IsolateHeap {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize: number; backingStorageSize?: number }; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.result) waiting.resolve({ used: message.result.usedSize, backing: message.result.backingStorageSize ?? 0 });
      else waiting.reject(new Error(`inspector: ${message.error?.message ?? 'no answer'}`));
    });
  }

  /** Connects to the worker's inspector (the URL `unstable_startWorker` answers as `inspectorUrl`). */
  static async connect(inspectorUrl: URL): Promise<IsolateHeap> {
    const targets = (await (await fetch(new URL('/json', inspectorUrl.href.replace(/^ws/, 'http')))).json()) as { webSocketDebuggerUrl: string }[];
    const target = targets[0];
    if (!target) throw new Error('inspector: no worker to attach to');
    // The inspector proxy admits local DevTools pages only: say where we come from.
    const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: 'http://127.0.0.1' } });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('inspector: could not connect')), { once: true });
    });
    return new IsolateHeap(socket);
  }

  usage(): Promise<HeapUsage> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method: 'Runtime.getHeapUsage' }));
    });
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
    this.socket.close();
  }
}

export const heapTotal = total;
