import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { localInboxOrigin } from '../src/config/local-inbox';
import { freePorts, testPortEnv, testPorts } from './test-ports';

describe('the test ports', () => {
  it("default to 4173 for nginx, 4174 for Cloudflare's runtime and 4322 for the inbox, as `npm start` bakes it", () => {
    expect(testPorts({})).toEqual({
      site: 4173,
      cloudflare: 4174,
      inbox: 4322,
      siteOrigin: 'http://127.0.0.1:4173',
      cloudflareOrigin: 'http://127.0.0.1:4174',
      inboxOrigin: 'http://127.0.0.1:4322',
    });
    expect(localInboxOrigin({})).toBe('http://127.0.0.1:4322');
  });

  it('come from E2E_PORT and PUBLIC_LOCAL_INBOX_PORT, the variable the build reads', () => {
    const env = { E2E_PORT: '40001', PUBLIC_LOCAL_INBOX_PORT: '40002' };
    expect(testPorts(env)).toMatchObject({
      site: 40001,
      inbox: 40002,
      inboxOrigin: 'http://127.0.0.1:40002',
    });
    expect(localInboxOrigin(env)).toBe('http://127.0.0.1:40002');
  });

  it('refuse a value that is not a port, naming the variable', () => {
    expect(() => testPorts({ E2E_PORT: '41x' })).toThrow('E2E_PORT=41x är inget portnummer (1–65535)');
    expect(() => testPorts({ E2E_CLOUDFLARE_PORT: '0' })).toThrow(
      'E2E_CLOUDFLARE_PORT=0 är inget portnummer (1–65535)',
    );
    expect(() => localInboxOrigin({ PUBLIC_LOCAL_INBOX_PORT: '70000' })).toThrow(
      'PUBLIC_LOCAL_INBOX_PORT=70000 är inget portnummer (1–65535)',
    );
  });

  it('a run gets three different ports nothing listens on, unless the environment names them', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as { port: number }).port;
    try {
      const [site, inbox] = await freePorts(2);
      expect(site).not.toBe(inbox);
      expect([site, inbox]).not.toContain(takenPort);
      const chosen = await testPortEnv({});
      expect(Number(chosen['E2E_PORT'])).toBeGreaterThan(0);
      expect(new Set(Object.values(chosen)).size).toBe(3);
      expect(
        await testPortEnv({ E2E_PORT: '4173', E2E_CLOUDFLARE_PORT: '4174', PUBLIC_LOCAL_INBOX_PORT: '4322' }),
      ).toEqual({
        E2E_PORT: '4173',
        E2E_CLOUDFLARE_PORT: '4174',
        PUBLIC_LOCAL_INBOX_PORT: '4322',
      });
    } finally {
      taken.close();
    }
  });
});
