/**
 * Where the local inbox listens: the contact form's destination when no EmailJS account is
 * configured (see contact-form.ts). `npm start` and `npm run dev` start it beside the site.
 * Plain TypeScript with no imports, so the Node scripts can load it as is.
 *
 * The port is baked into the built page (the form's endpoint and the CSP's connect-src), so the
 * build and the server that starts the inbox must agree: both read PUBLIC_LOCAL_INBOX_PORT (the
 * build through import.meta.env, the Node scripts through process.env), default 4322. The tests
 * set it to a free port (scripts/test-ports.ts).
 */
export const LOCAL_INBOX = {
  host: '127.0.0.1',
  /** The port when PUBLIC_LOCAL_INBOX_PORT is not set. */
  defaultPort: 4322,
  /** Messages, one JSON object per line; ignored by git. */
  file: 'inbox/messages.jsonl',
} as const;

export const LOCAL_INBOX_PORT_VARIABLE = 'PUBLIC_LOCAL_INBOX_PORT';

type Env = Readonly<Record<string, string | undefined>>;

/** The inbox's port in an environment; a value that is not a port stops the build or script. */
export function localInboxPort(env: Env): number {
  const value = env[LOCAL_INBOX_PORT_VARIABLE]?.trim();
  if (!value) return LOCAL_INBOX.defaultPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${LOCAL_INBOX_PORT_VARIABLE}=${value} är inget portnummer (1–65535)`);
  }
  return port;
}

/** The origin the contact form sends to when it uses the local inbox. */
export function localInboxOrigin(env: Env): string {
  return `http://${LOCAL_INBOX.host}:${localInboxPort(env)}`;
}
