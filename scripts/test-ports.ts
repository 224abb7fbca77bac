/**
 * The ports the browser tests use, in one place: nginx serving dist/ (E2E_PORT) and the local
 * inbox the built contact form sends to (PUBLIC_LOCAL_INBOX_PORT, read by the build too, see
 * src/config/local-inbox.ts). `npm test` (scripts/test-e2e.ts) picks two free ports, builds the
 * test site against the inbox port and hands both to Playwright, so a machine where anything
 * else listens on 4173 or 4322 still runs the suite. Run by hand without them, the defaults apply.
 */
import { createServer, type AddressInfo } from 'node:net';
import { LOCAL_INBOX, LOCAL_INBOX_PORT_VARIABLE, localInboxPort } from '../src/config/local-inbox.ts';

type Env = Readonly<Record<string, string | undefined>>;

const SITE_PORT_VARIABLE = 'E2E_PORT';
const DEFAULT_SITE_PORT = 4173;

interface TestPorts {
  /** nginx serving dist/ with the build's rules. */
  site: number;
  /** The local inbox; the test build must have been made with the same port. */
  inbox: number;
  siteOrigin: string;
  inboxOrigin: string;
}

/** The ports of this test run, from the environment (defaults 4173 and 4322). */
export function testPorts(env: Env = process.env): TestPorts {
  const siteValue = env[SITE_PORT_VARIABLE]?.trim();
  const site = siteValue ? Number(siteValue) : DEFAULT_SITE_PORT;
  if (!Number.isInteger(site) || site < 1 || site > 65535) {
    throw new Error(`${SITE_PORT_VARIABLE}=${siteValue} är inget portnummer (1–65535)`);
  }
  const inbox = localInboxPort(env);
  return {
    site,
    inbox,
    siteOrigin: `http://127.0.0.1:${site}`,
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
  const [site, inbox] = await freePorts(2);
  const chosen: Record<string, string> = {};
  for (const [name, value] of [
    [SITE_PORT_VARIABLE, site],
    [LOCAL_INBOX_PORT_VARIABLE, inbox],
  ] as const) {
    chosen[name] = env[name]?.trim() || String(value);
  }
  return chosen;
}
