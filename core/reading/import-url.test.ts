import { describe, expect, it } from 'vitest';
import { checkImportUrl, isBlockedHost } from './import-url';

describe('checkImportUrl', () => {
  it.each([
    ['https://www.example.com/recipes/soup', true],
    ['http://example.org/a?b=c#d', true],
    ['https://8.8.8.8/recipe', true],
    ['https://[2606:4700:4700::1111]/recipe', true],
    ['https://[::ffff:8.8.8.8]/', true],
    ['https://[64:ff9b::808:808]/', true],
    ['https://cooking.nytimes.com/recipes/1', true],
  ])('%s is allowed', (url, ok) => {
    expect(checkImportUrl(url).ok).toBe(ok);
  });

  it.each([
    ['ftp://example.com/x', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<p>x</p>', 'scheme'],
    ['not a url', 'invalid'],
    ['https://user:pass@example.com/', 'credentials'],
    ['https://example.com:8080/', 'port'],
    ['http://localhost/', 'host'],
    ['http://LOCALHOST./', 'host'],
    ['http://api.localhost/', 'host'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'host'],
    ['http://printer.local/', 'host'],
    ['http://router/', 'host'],
    ['http://127.0.0.1/', 'host'],
    ['http://127.1/', 'host'],
    ['http://2130706433/', 'host'],
    ['http://0x7f000001/', 'host'],
    ['http://0x7f.0.0.1/', 'host'],
    ['http://017700000001/', 'host'],
    ['http://0177.0.0.1/', 'host'],
    ['http://0.0.0.0/', 'host'],
    ['http://10.0.0.1/', 'host'],
    ['http://172.16.5.4/', 'host'],
    ['http://172.31.255.255/', 'host'],
    ['http://192.168.1.1/', 'host'],
    ['http://100.64.0.1/', 'host'],
    ['http://169.254.169.254/latest/meta-data/', 'host'],
    ['http://2852039166/', 'host'],
    ['http://224.0.0.1/', 'host'],
    ['http://255.255.255.255/', 'host'],
    ['http://[::1]/', 'host'],
    ['http://[::]/', 'host'],
    ['http://[0:0:0:0:0:0:0:1]/', 'host'],
    ['http://[::ffff:127.0.0.1]/', 'host'],
    ['http://[::ffff:7f00:1]/', 'host'],
    ['http://[::ffff:169.254.169.254]/', 'host'],
    ['http://[::ffff:a00:1]/', 'host'],
    ['http://[::127.0.0.1]/', 'host'],
    ['http://[64:ff9b::7f00:1]/', 'host'],
    ['http://[2002:7f00:1::]/', 'host'],
    ['http://[fe80::1]/', 'host'],
    ['http://[fc00::1]/', 'host'],
    ['http://[fd00:ec2::254]/', 'host'],
    ['http://[ff02::1]/', 'host'],
    ['http://[2001:db8::1]/', 'host'],
    // Names ending in dots reach the resolver as the name without them (docs/decisions/032-hardening-second-pass.md).
    ['http://localhost../', 'host'],
    ['http://localhost.../recipe', 'host'],
    ['http://127.0.0.1.../', 'host'],
    ['http://127.0.0.1../', 'host'],
    ['http://0x7f.1../', 'host'],
    ['http://10.0.0.1../', 'host'],
    ['http://printer.local../', 'host'],
    ['http://example..com/', 'host'],
    ['http://[2001::1]/', 'host'],
    ['http://[100::1]/', 'host'],
  ])('%s is refused (%s)', (url, reason) => {
    expect(checkImportUrl(url)).toEqual({ ok: false, reason });
  });

  it('checks a relative redirect target against the page it came from', () => {
    expect(checkImportUrl('/next', 'https://example.com/a').ok).toBe(true);
    expect(checkImportUrl('//127.0.0.1/x', 'https://example.com/a')).toEqual({ ok: false, reason: 'host' });
  });
});

describe('isBlockedHost (addresses read by ipaddr.js)', () => {
  it.each([
    ['example.com', false],
    ['example.com.', false],
    ['8.8.8.8', false],
    ['[2606:4700:4700::1111]', false],
    ['localhost..', true],
    ['127.0.0.1...', true],
    ['192.0.2.1', true],
    ['198.18.0.1', true],
    ['[::ffff:10.0.0.1]', true],
    ['[2002:c0a8:101::]', true],
    ['', true],
    ['.', true],
  ])('%s blocked: %s', (host, blocked) => {
    expect(isBlockedHost(host)).toBe(blocked);
  });
});
