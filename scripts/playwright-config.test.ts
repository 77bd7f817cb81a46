import { afterEach, describe, expect, it, vi } from 'vitest';

/** docs/decisions/014-hardening.md: the browser suite starts its own server on its own port. */
async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('../playwright.config')).default;
}

afterEach(() => vi.unstubAllEnvs());

describe('playwright.config.ts', () => {
  it('starts its own server and never reuses a running one unless asked', { timeout: 60_000 }, async () => {
    const config = await loadConfig({ E2E_REUSE_SERVER: undefined, CI: undefined, E2E_PORT: undefined });
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(server?.reuseExistingServer).toBe(false);
    expect(server?.command).toBe('npm start');
    expect(config.use?.baseURL).not.toBe('http://localhost:8787');
    expect(server?.env?.PORT).not.toBe('8787');
    expect(server?.env?.FORKCAST_FRESH_STATE).toBe('1');
  });

  it('reuses a running server only when E2E_REUSE_SERVER=1', async () => {
    const config = await loadConfig({ E2E_REUSE_SERVER: '1' });
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(server?.reuseExistingServer).toBe(true);
  });

  it('uses E2E_PORT for the server and the base URL alike', async () => {
    const config = await loadConfig({ E2E_PORT: '8801' });
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(config.use?.baseURL).toBe('http://localhost:8801');
    expect(server?.env?.PORT).toBe('8801');
  });
});
