/**
 * Serves dist/ through real nginx with the build's own rules (hosting/nginx-http.conf, nginx-site.conf), the way a
 * clinic's server would; the browser tests run against it. The local inbox runs beside it.
 * Needs nginx (Debian: nginx-light).
 * Usage: node scripts/serve-nginx.ts [--port 4173] [--inbox-port 4322] [--root dist] [--hosting hosting] [--no-inbox]
 * The defaults come from E2E_PORT and PUBLIC_LOCAL_INBOX_PORT (scripts/test-ports.ts); the inbox
 * port must be the one the build baked into the form. The benches serve other copies of the
 * build and its rules (--root, --hosting), and send nothing (--no-inbox).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_INBOX } from '../src/config/local-inbox.ts';
import { HOSTING_DIR, OUT_DIR } from '../src/config/folders.ts';
import { createInboxServer } from './inbox/server.ts';
import { testPorts } from './test-ports.ts';

const defaults = testPorts(process.env);
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(defaults.site) },
    'inbox-port': { type: 'string', default: String(defaults.inbox) },
    // Another copy of the build (npm run bench serves one with its floor page added).
    root: { type: 'string', default: OUT_DIR },
    // Another copy of the rules (npm run bench serves one without the speculation rules).
    hosting: { type: 'string', default: HOSTING_DIR },
    'no-inbox': { type: 'boolean', default: false },
  },
});
const inboxPort = Number(values['inbox-port']);

// The form in dist/ sends to the inbox port it was built with: serving it beside an inbox on
// another port would fail every send with a CSP error, so say so at once.
const root = resolve(values.root);
const headersFile = join(root, '_headers');
const builtFor = existsSync(headersFile)
  ? /connect-src [^;\n]*http:\/\/127\.0\.0\.1:(\d+)/.exec(readFileSync(headersFile, 'utf8'))?.[1]
  : undefined;
if (!values['no-inbox'] && builtFor && Number(builtFor) !== inboxPort) {
  console.error(
    `dist/ byggdes för den lokala inkorgen på port ${builtFor}, inte ${inboxPort}: bygg om med ` +
      `PUBLIC_LOCAL_INBOX_PORT=${inboxPort} (npm run test:e2e gör båda).`,
  );
  process.exit(1);
}
const nginx =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(existsSync) ?? 'nginx';
const site = resolve(values.hosting, 'nginx-site.conf');
const httpRules = resolve(values.hosting, 'nginx-http.conf');
for (const file of [site, httpRules]) {
  if (!existsSync(file)) throw new Error(`${file} saknas: kör npm run build först`);
}

const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
const config = join(prefix, 'nginx.conf');
writeFileSync(
  config,
  `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${httpRules};
  server {
    listen 127.0.0.1:${values.port};
    server_name localhost;
    root ${root};
    include ${site};
  }
}
`,
);

const server = spawn(nginx, ['-p', prefix, '-c', config], { stdio: 'inherit' });
const inbox = createInboxServer({ file: LOCAL_INBOX.file });
inbox.on('error', (error: NodeJS.ErrnoException) => {
  // The tests read this project's inbox file: another inbox on the port would take their messages.
  console.error(`Den lokala inkorgen kunde inte starta på port ${inboxPort}: ${error.code ?? error.message}`);
  server.kill('SIGQUIT');
  process.exit(1);
});
if (!values['no-inbox']) inbox.listen(inboxPort, LOCAL_INBOX.host);
console.log(`nginx serverar ${values.root}/ på http://127.0.0.1:${values.port}/`);

const stop = () => {
  server.kill('SIGQUIT');
  inbox.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  inbox.close();
  process.exit(code ?? 0);
});
