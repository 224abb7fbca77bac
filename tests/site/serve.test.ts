/**
 * `npm start`'s server (scripts/serve.ts) on the test build, started here on free ports with its
 * local inbox: it answers as the hosts do (their security headers, no rule files), reads a Range
 * header as nginx does, and neither a bad range nor the site's end takes the inbox down.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_DIR } from '../../src/config/folders';
import { HOST_RULE_FILES } from '../../src/config/hosting';
import { freePorts } from '../../scripts/test-ports';
import { builtPaths, DIST } from '../e2e/site';

let server: ChildProcess;
let site: string;
let inbox: string;

/** Answers once something listens at `url`, however it answers. */
async function answering(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answering(url)) return;
    if (server.exitCode !== null) throw new Error(`scripts/serve.ts avslutades (${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} svarar inte`);
}

beforeAll(async () => {
  const [sitePort, inboxPort] = await freePorts(2);
  site = `http://127.0.0.1:${sitePort}`;
  inbox = `http://127.0.0.1:${inboxPort}`;
  // A process group of its own, so that the inbox goes too when the test ends it (afterAll).
  server = spawn(process.execPath, ['scripts/serve.ts', '--port', String(sitePort), '--dir', DIST], {
    env: { ...process.env, PUBLIC_LOCAL_INBOX_PORT: String(inboxPort) },
    detached: true,
    stdio: 'ignore',
  });
  await waitFor(`${site}/`);
  await waitFor(inbox);
});

afterAll(() => {
  if (server.pid !== undefined) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site}${path}`, { headers, redirect: 'manual' });

/** The headers nginx's server block puts on every answer, as the build wrote them (add_header … always). */
function nginxHeaders(): Map<string, string> {
  const conf = readFileSync(join(HOSTING_DIR, 'nginx-site.conf'), 'utf8');
  const headers = new Map<string, string>();
  for (const [, name = '', value = ''] of conf.matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)) {
    // A value nginx picks per request ($klinik_…) is checked by the host-rule tests.
    if (!value.includes('$')) headers.set(name.toLowerCase(), value.replace(/\\(.)/g, '$1'));
  }
  return headers;
}

describe('npm start answers a Range header as nginx does', () => {
  const home = readFileSync(join(DIST, 'index.html'));

  it.each(['bytes=10-5', 'bytes=5-1', 'bytes=0-18446744073709551616', 'bytes=abc'])(
    '%s: 416, and the site and its inbox answer after it',
    async (range) => {
      const response = await get('/', { Range: range });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${home.length}`);
      expect((await get('/')).status).toBe(200);
      expect(await answering(inbox)).toBe(true);
    },
  );

  it('bytes=-5: the last five bytes', async () => {
    const response = await get('/', { Range: 'bytes=-5' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(
      `bytes ${home.length - 5}-${home.length - 1}/${home.length}`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(home.subarray(home.length - 5));
  });

  it('bytes=5-9: those five bytes', async () => {
    const response = await get('/', { Range: 'bytes=5-9' });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(home.subarray(5, 10));
  });

  it('several ranges, or another unit: the whole page', async () => {
    for (const range of ['bytes=0-1,3-4', 'items=0-5']) {
      const response = await get('/', { Range: range });
      expect(response.status, range).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(home);
    }
  });
});

describe('npm start sends what the hosts send', () => {
  it('every security header of nginx, on pages, redirects, errors and files', async () => {
    const expected = nginxHeaders();
    expect(expected.get('content-security-policy')).toContain("script-src 'self'");
    expect(expected.size).toBeGreaterThan(5);
    const pages = builtPaths();
    const page = pages.find((path) => path !== '/')!;
    const unknown = `${page}-${pages.length}`;
    const answers: Array<[path: string, status: number]> = [
      ['/', 200],
      [page, 200],
      [`${page}.html`, 301],
      [unknown, 404],
      ['/_headers', 404],
      ['/speculation-rules.json', 200],
    ];
    for (const [path, status] of answers) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      for (const [name, value] of expected) {
        expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
      }
    }
  });

  it('hides the rule files in any spelling, and the folder of nginx rules', async () => {
    const paths = HOST_RULE_FILES.flatMap((file) => [`/${file}`, `/${file}/`, `/${file.toUpperCase()}`]);
    for (const path of [...paths, `/${HOSTING_DIR}/nginx-site.conf`, `/${HOSTING_DIR}/`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/Content-Security-Policy:|^\/\S+ \/\S+ 301$/m);
    }
  });
});

describe('the inbox runs in a process of its own', () => {
  it('still answers after the site server is gone', async () => {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(await answering(`${site}/`)).toBe(false);
    expect(await answering(inbox)).toBe(true);
  });
});
