/**
 * Starts the local inbox (scripts/inbox/server.ts) on its own.
 * Usage: node scripts/inbox.ts [--port 4322, default PUBLIC_LOCAL_INBOX_PORT or 4322] [--file inbox/messages.jsonl]
 */
import { parseArgs } from 'node:util';
import { createInboxServer } from './inbox/server.ts';
import { LOCAL_INBOX, localInboxPort } from '../src/config/local-inbox.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(localInboxPort(process.env)) },
    file: { type: 'string', default: LOCAL_INBOX.file },
  },
});

const inbox = createInboxServer({ file: values.file });
inbox.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  // Another copy of the site (or `npm run dev`) already runs the inbox: the form sends there.
  console.log(`Lokal inkorg körs redan på port ${values.port}.`);
  process.exit(0);
});
inbox.listen(Number(values.port), LOCAL_INBOX.host, () => {
  console.log(
    `Lokal inkorg tar emot kontaktformuläret på http://${LOCAL_INBOX.host}:${values.port}/ (sparar i ${values.file})`,
  );
});
