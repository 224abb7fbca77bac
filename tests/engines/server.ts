/** The built site served through real nginx with the build's rules (scripts/serve-nginx.ts), on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Site {
  baseUrl: string;
  stop(): void;
}

export async function serveSite(): Promise<Site> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve-nginx.ts', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
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
