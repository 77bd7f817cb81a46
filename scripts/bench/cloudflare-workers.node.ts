/**
 * `cloudflare:workers` for code the core project's tests run in Node (scripts/bench/cpu.test.ts
 * imports the worker's app to list its routes): the one export a dependency reads at import time,
 * `WorkerEntrypoint`, which `@cloudflare/workers-oauth-provider` subclasses. Nothing in Node calls
 * it; on workerd the real module is used (vitest.config.ts aliases it for the core project only).
 */
export class WorkerEntrypoint<Env = unknown> {
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: Env,
  ) {}
}
