/**
 * The built site served through real nginx with the build's rules (scripts/serve-nginx.ts), on
 * the test ports (scripts/test-ports.ts): the inbox port must be the one the site was built with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { testPorts } from '../../scripts/test-ports.ts';

export interface Site {
  baseUrl: string;
  stop(): void;
}

export async function serveSite(): Promise<Site> {
  const ports = testPorts();
  const server: ChildProcess = spawn(
    process.execPath,
    ['scripts/serve-nginx.ts', '--port', String(ports.site), '--inbox-port', String(ports.inbox)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const baseUrl = ports.siteOrigin;
  const until = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`nginx avslutades (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('nginx startade inte');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, stop: () => server.kill('SIGTERM') };
}
