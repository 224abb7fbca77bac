/**
 * `npm run dev`: Astro's development server with the local inbox beside it, so the contact form
 * works in development exactly as with `npm start`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOCAL_INBOX, localInboxPort } from '../src/config/local-inbox.ts';
import { createInboxServer } from './inbox/server.ts';

// The port the build baked into the form (PUBLIC_LOCAL_INBOX_PORT, default 4322).
const inboxPort = localInboxPort(process.env);
const inbox = createInboxServer({ file: LOCAL_INBOX.file });
inbox.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.log(`Lokal inkorg körs redan på port ${inboxPort}.`);
  else throw error;
});
inbox.listen(inboxPort, LOCAL_INBOX.host);

// The package's exports do not name its bin file: find it beside its package.json.
const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
const child = spawn(process.execPath, [astro, 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => {
  inbox.close();
  process.exit(code ?? 0);
});
