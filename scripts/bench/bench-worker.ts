import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_startWorker } from 'wrangler';

/**
 * Runs one benchmark against the real worker on workerd (`unstable_startWorker`) with a throwaway
 * local D1/R2 directory: `prepare` fills that directory (migrations, seed rows) before the worker
 * starts, `run` measures against the worker's URL. The API is all that is measured, so an empty
 * assets directory stands in for the web build. Everything is removed afterwards. With
 * `inspector: true` the worker also listens for the Chrome DevTools Protocol on a free port and
 * `run` gets that URL (to read the isolate's heap, scripts/bench/isolate-heap.ts).
 */
export async function withBenchWorker<State, Result>(options: {
  name: string;
  bindings: Record<string, string>;
  prepare: (persistDir: string) => State | Promise<State>;
  run: (url: URL, state: State, inspectorUrl: URL | undefined) => Promise<Result>;
  inspector?: boolean;
  /** Fills the assets directory (empty otherwise) before the worker starts. */
  assets?: (dir: string) => void;
}): Promise<Result> {
  const persistDir = mkdtempSync(join(tmpdir(), `forkcast-bench-${options.name}-`));
  try {
    const state = await options.prepare(persistDir);
    const assets = join(persistDir, 'assets');
    mkdirSync(assets);
    options.assets?.(assets);
    const worker = await unstable_startWorker({
      config: 'wrangler.toml',
      assets,
      bindings: Object.fromEntries(
        Object.entries(options.bindings).map(([name, value]) => [name, { type: 'plain_text' as const, value }]),
      ),
      dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: options.inspector ? { hostname: '127.0.0.1', port: 0 } : false, persist: persistDir, watch: false, logLevel: 'warn' },
    });
    try {
      await worker.ready;
      return await options.run(await worker.url, state, await worker.inspectorUrl);
    } finally {
      await worker.dispose();
    }
  } finally {
    rmSync(persistDir, { recursive: true, force: true });
  }
}
