/**
 * The ports the browser tests use, in one place: nginx serving dist/ (E2E_PORT), Cloudflare's
 * local runtime serving the same dist/ (E2E_CLOUDFLARE_PORT, scripts/serve-cloudflare.ts) and the
 * local inbox the built contact form sends to (PUBLIC_LOCAL_INBOX_PORT, read by the build too, see
 * src/config/local-inbox.ts). `npm test` (scripts/test-e2e.ts) picks free ports, builds the
 * test site against the inbox port and hands them to Playwright, so a machine where anything
 * else listens on 4173, 4174 or 4322 still runs the suite. Run by hand without them, the defaults apply.
 */
import { createServer, type AddressInfo } from 'node:net';
import { LOCAL_INBOX, LOCAL_INBOX_PORT_VARIABLE, localInboxPort } from '../src/config/local-inbox.ts';

type Env = Readonly<Record<string, string | undefined>>;

const SITE_PORT_VARIABLE = 'E2E_PORT';
const DEFAULT_SITE_PORT = 4173;
const CLOUDFLARE_PORT_VARIABLE = 'E2E_CLOUDFLARE_PORT';
const DEFAULT_CLOUDFLARE_PORT = 4174;

interface TestPorts {
  /** nginx serving dist/ with the build's rules. */
  site: number;
  /** Cloudflare's local runtime (wrangler pages dev) serving dist/ with its `_worker.js`. */
  cloudflare: number;
  /** The local inbox; the test build must have been made with the same port. */
  inbox: number;
  siteOrigin: string;
  cloudflareOrigin: string;
  inboxOrigin: string;
}

function portFrom(env: Env, variable: string, fallback: number): number {
  const value = env[variable]?.trim();
  const port = value ? Number(value) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable}=${value} är inget portnummer (1–65535)`);
  }
  return port;
}

/** The ports of this test run, from the environment (defaults 4173, 4174 and 4322). */
export function testPorts(env: Env = process.env): TestPorts {
  const site = portFrom(env, SITE_PORT_VARIABLE, DEFAULT_SITE_PORT);
  const cloudflare = portFrom(env, CLOUDFLARE_PORT_VARIABLE, DEFAULT_CLOUDFLARE_PORT);
  const inbox = localInboxPort(env);
  return {
    site,
    cloudflare,
    inbox,
    siteOrigin: `http://127.0.0.1:${site}`,
    cloudflareOrigin: `http://127.0.0.1:${cloudflare}`,
    inboxOrigin: `http://${LOCAL_INBOX.host}:${inbox}`,
  };
}

/** Ports nothing listens on right now, all different: each is held until all are found. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * The environment for a test run: the caller's, with free ports filled in for the variables it
 * does not set itself. Pass it to the test build and to the test runner alike.
 */
export async function testPortEnv(env: Env = process.env): Promise<Record<string, string>> {
  const [site, cloudflare, inbox] = await freePorts(3);
  const chosen: Record<string, string> = {};
  for (const [name, value] of [
    [SITE_PORT_VARIABLE, site],
    [CLOUDFLARE_PORT_VARIABLE, cloudflare],
    [LOCAL_INBOX_PORT_VARIABLE, inbox],
  ] as const) {
    chosen[name] = env[name]?.trim() || String(value);
  }
  return chosen;
}
