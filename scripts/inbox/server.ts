/**
 * A local stand-in for the EmailJS API, so the contact form works on a fresh machine with no
 * account anywhere. It takes the same request the SDK sends (multipart POST to
 * /api/v1.0/email/send-form), answers as the provider does (200 "OK", or 4xx with a reason),
 * appends each message as one JSON line to a file and prints a one-line notice.
 *
 * It runs on the developer's or the clinic's own machine, so it defends that machine:
 * - Only pages served from this machine (loopback origins, any port) may send. The threat is a
 *   remote web page open in the same browser posting to 127.0.0.1; the site's own servers
 *   (npm start, npm run dev, the test nginx) all serve from loopback, on ports that may change,
 *   so the port is not part of the rule. Requests without an Origin (curl, scripts) are allowed:
 *   browsers always send one on a cross-origin POST.
 * - The file has a size cap (507 past it), stored messages have a rate limit (429) that refused
 *   requests do not use up, slow or idle connections are dropped, and the number of connections
 *   is bounded without letting stalled ones lock a real send out.
 * - Bad input never crashes it and is never dropped silently: an oversized body gets 413, a
 *   malformed request or a field the form does not have gets 400 with the reason.
 * - Visitor text is printed without control, format (bidi, zero-width) or line-separator
 *   characters, so it cannot forge, reorder, hide or clear log lines; the file keeps it verbatim
 *   but escapes every line break, so each message stays one line for any reader.
 */
import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { dirname } from 'node:path';
import { CONTACT_FORM_FIELDS, CONTACT_LANGUAGE_FIELD } from '../../src/config/contact-fields.ts';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/** The fields the SDK adds to the form's own; a message without them is refused. */
const EMAILJS_FIELDS = ['service_id', 'template_id', 'user_id'] as const;
/** Every field a message may carry: the form's (the English form's language too) and the SDK's. */
const ACCEPTED_FIELDS: ReadonlySet<string> = new Set([
  ...CONTACT_FORM_FIELDS,
  CONTACT_LANGUAGE_FIELD,
  ...EMAILJS_FIELDS,
  'lib_version',
]);

export const INBOX_DEFAULTS = {
  maxBytes: 64 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
  /** Far above what a visitor can send (the form waits 30 s between sends), far below a flood. */
  rateLimit: { messages: 60, perMs: 60_000 },
  /** Every client is a browser or script on this machine: its whole request arrives at once. */
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  maxConnections: 32,
} as const;

export const RATE_LIMITED_TEXT = 'För många meddelanden på kort tid. Vänta en minut och försök igen.';
export const INBOX_FULL_TEXT = 'Inkorgen är full. Flytta eller töm filen med meddelanden och försök igen.';
export const ORIGIN_REFUSED_TEXT =
  'Den lokala inkorgen tar bara emot meddelanden från sidor på den här datorn.';

export interface InboxOptions {
  /** The JSON-lines file messages are appended to. */
  file: string;
  /** Largest request body accepted, in bytes. */
  maxBytes?: number;
  /** Largest size the file may grow to, in bytes; a message past it is refused with 507. */
  maxFileBytes?: number;
  /** At most `messages` stored messages per `perMs` milliseconds; more get 429. */
  rateLimit?: { messages: number; perMs: number };
  /** Which browser origins may send; loopback origins on any port by default. */
  allowOrigin?: (origin: string) => boolean;
  /** Time for a connection's request headers to arrive; then 408. At most requestTimeoutMs. */
  headersTimeoutMs?: number;
  /** Time for a whole request (headers and body) to arrive; then 408. */
  requestTimeoutMs?: number;
  /** Open connections at most; past it the oldest one not being answered is closed. */
  maxConnections?: number;
  log?: (line: string) => void;
}

interface InboxMessage {
  receivedAt: string;
  fields: Record<string, string>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http(s)://127.0.0.1, localhost or [::1], any port: a page served from this machine. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

// Terminal escape sequences: CSI (ESC [ … final byte, or the one-byte C1 form) and OSC (ESC ] …
// ended by BEL or ESC \, as a window title is set).
/* eslint-disable no-control-regex -- matching control characters is the point */
const ESCAPE_SEQUENCES =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?/g;
/* eslint-enable no-control-regex */

/**
 * What a terminal does not print as text: control characters (Cc), format characters (Cf: the
 * bidirectional embeddings, overrides, isolates and marks that reorder a line, the zero-width
 * characters that hide text inside a word), and the line and paragraph separators (Zl, Zp).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** What may break a line for some reader; JSON.stringify escapes only U+0000–U+001F of these. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/gu;

/**
 * Visitor text as it may be printed to a terminal: escape sequences (colours, cursor moves,
 * "clear screen") and unprintable characters removed, so a message can neither forge a log
 * line, nor reorder or hide its text, nor rewrite the screen.
 */
export function forTerminal(text: string): string {
  return text.replace(ESCAPE_SEQUENCES, '').replace(UNPRINTABLE, '');
}

/**
 * A value as one line of JSON for any reader: U+007F–U+009F (NEL among them) and the line and
 * paragraph separators U+2028 and U+2029, which JSON.stringify leaves raw and some readers split
 * lines on (Python's str.splitlines, for one), are escaped like JSON's own (\u2028).
 */
function jsonLine(value: unknown): string {
  const escaped = JSON.stringify(value).replace(
    LINE_BREAKING,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${escaped}\n`;
}

class RequestTooLarge extends Error {}
class RefusedForm extends Error {}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new RequestTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new RequestTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function answer(res: ServerResponse, status: number, text: string, origin?: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    // The site is served from another origin (port), as the real provider is.
    ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
  });
  res.end(text);
}

/**
 * Parses the multipart body with the platform's own FormData parser (fetch's Response). Refuses,
 * with the reason, what the form never sends: files, fields it does not have, a field twice.
 */
async function parseForm(body: Buffer, contentType: string | undefined): Promise<Record<string, string>> {
  if (!contentType?.startsWith('multipart/form-data')) throw new Error('not multipart');
  const form = await new Response(new Uint8Array(body), {
    headers: { 'Content-Type': contentType },
  }).formData();
  // No prototype: a field named "__proto__" is an ordinary (refused) key, never the object's prototype.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of form) {
    if (typeof value !== 'string')
      throw new RefusedForm(`Fältet ${name} är en fil; formuläret skickar bara text`);
    if (!ACCEPTED_FIELDS.has(name)) throw new RefusedForm(`Fältet ${name} finns inte i formuläret`);
    if (Object.hasOwn(fields, name)) throw new RefusedForm(`Fältet ${name} förekommer mer än en gång`);
    fields[name] = value;
  }
  return { ...fields };
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export function createInboxServer({
  file,
  maxBytes = INBOX_DEFAULTS.maxBytes,
  maxFileBytes = INBOX_DEFAULTS.maxFileBytes,
  rateLimit = INBOX_DEFAULTS.rateLimit,
  allowOrigin = isLoopbackOrigin,
  headersTimeoutMs = INBOX_DEFAULTS.headersTimeoutMs,
  requestTimeoutMs = INBOX_DEFAULTS.requestTimeoutMs,
  maxConnections = INBOX_DEFAULTS.maxConnections,
  log = console.log,
}: InboxOptions): Server {
  mkdirSync(dirname(file), { recursive: true });
  /** When each recent send arrived, oldest first. */
  let recentSends: number[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    if (origin !== undefined && !allowOrigin(origin)) return answer(res, 403, ORIGIN_REFUSED_TEXT);

    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      return answer(res, 400, 'Ogiltig adress i förfrågan', origin);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      res.end();
      return;
    }
    if (path !== SEND_FORM_PATH) return answer(res, 404, 'Not Found', origin);
    if (req.method !== 'POST') return answer(res, 405, 'Method Not Allowed', origin);

    let fields: Record<string, string>;
    try {
      fields = await parseForm(await readBody(req, maxBytes), req.headers['content-type']);
    } catch (error) {
      if (error instanceof RequestTooLarge) return answer(res, 413, 'Payload Too Large', origin);
      if (error instanceof RefusedForm) return answer(res, 400, error.message, origin);
      return answer(res, 400, 'The request body must be multipart/form-data', origin);
    }
    const missing = EMAILJS_FIELDS.find((name) => !fields[name]);
    if (missing) return answer(res, 400, `The ${missing} parameter is required`, origin);

    // Only a message that would be stored uses up the budget: refused requests cost no disk and
    // print nothing, and must not lock the form out.
    const now = Date.now();
    recentSends = recentSends.filter((time) => now - time < rateLimit.perMs);
    if (recentSends.length >= rateLimit.messages) return answer(res, 429, RATE_LIMITED_TEXT, origin);
    recentSends.push(now);

    const message: InboxMessage = { receivedAt: new Date(now).toISOString(), fields };
    const line = jsonLine(message);
    if (fileSize(file) + Buffer.byteLength(line) > maxFileBytes) {
      log(`Inkorgen: ${file} har nått sin gräns på ${maxFileBytes} byte; meddelandet sparades inte.`);
      return answer(res, 507, INBOX_FULL_TEXT, origin);
    }
    appendFileSync(file, line);
    const from =
      forTerminal([fields['namn'], fields['efternamn']].filter(Boolean).join(' ')) || 'okänd avsändare';
    const email = forTerminal(fields['email'] ?? '');
    log(`Inkorgen: nytt meddelande från ${from}${email ? ` <${email}>` : ''}, sparat i ${file}`);
    answer(res, 200, 'OK', origin);
  }

  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node checks the timeouts only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
    },
    (req, res) => {
      handle(req, res).catch(() => {
        if (!res.headersSent) answer(res, 500, 'Internal Server Error');
        else res.end();
      });
    },
  );
  limitConnections(server, maxConnections);
  return server;
}

/**
 * Keeps at most `maxConnections` open. Node's own server.maxConnections refuses the newcomer, so
 * a few dozen sockets that send half a request (slowloris) lock every real send out until the
 * timeouts drop them; here the oldest connection that is not being answered (still sending its
 * request, or idle between requests) is closed instead, and a browser's request, which arrives
 * whole at once, gets through. Every client is on this machine and has the same address, so a
 * limit per address would be this same limit.
 */
function limitConnections(server: Server, maxConnections: number): void {
  /** Open connections, oldest first, with the request each is on, if any. */
  const open = new Map<Socket, { req: IncomingMessage; res: ServerResponse } | undefined>();
  const isBeingAnswered = (socket: Socket): boolean => {
    const exchange = open.get(socket);
    return exchange !== undefined && exchange.req.complete && !exchange.res.writableEnded;
  };
  server.on('connection', (socket: Socket) => {
    open.set(socket, undefined);
    socket.once('close', () => open.delete(socket));
    if (open.size <= maxConnections) return;
    // The newcomer itself when every other connection is being answered.
    const oldestIdle = [...open.keys()].find((candidate) => !isBeingAnswered(candidate));
    if (oldestIdle === undefined) return;
    open.delete(oldestIdle);
    oldestIdle.destroy();
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (open.has(req.socket)) open.set(req.socket, { req, res });
  });
}
