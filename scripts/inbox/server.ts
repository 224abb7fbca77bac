/**
 * A local stand-in for the EmailJS API, so the contact form works on a fresh machine with no
 * account anywhere. It takes the same request the SDK sends (multipart POST to
 * /api/v1.0/email/send-form), answers as the provider does (200 "OK", or 4xx with a reason),
 * appends each message as one JSON line to a file and prints a one-line notice.
 *
 * Bad input never crashes it: an oversized body gets 413, a malformed one 400.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/** The fields the SDK adds to the form's own; a message without them is refused. */
export const EMAILJS_FIELDS = ['service_id', 'template_id', 'user_id'] as const;

export interface InboxOptions {
  /** The JSON-lines file messages are appended to. */
  file: string;
  /** Largest request body accepted, in bytes. */
  maxBytes?: number;
  log?: (line: string) => void;
}

export interface InboxMessage {
  receivedAt: string;
  fields: Record<string, string>;
}

class RequestTooLarge extends Error {}

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

function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    // The site is served from another origin (port), as the real provider is.
    'Access-Control-Allow-Origin': '*',
  });
  res.end(text);
}

/** Parses the multipart body with the platform's own FormData parser (fetch's Response). */
async function parseForm(body: Buffer, contentType: string | undefined): Promise<Record<string, string>> {
  if (!contentType?.startsWith('multipart/form-data')) throw new Error('not multipart');
  const form = await new Response(new Uint8Array(body), {
    headers: { 'Content-Type': contentType },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

export function createInboxServer({ file, maxBytes = 64 * 1024, log = console.log }: InboxOptions): Server {
  mkdirSync(dirname(file), { recursive: true });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      res.end();
      return;
    }
    if (path !== SEND_FORM_PATH) return answer(res, 404, 'Not Found');
    if (req.method !== 'POST') return answer(res, 405, 'Method Not Allowed');

    let fields: Record<string, string>;
    try {
      fields = await parseForm(await readBody(req, maxBytes), req.headers['content-type']);
    } catch (error) {
      if (error instanceof RequestTooLarge) return answer(res, 413, 'Payload Too Large');
      return answer(res, 400, 'The request body must be multipart/form-data');
    }
    const missing = EMAILJS_FIELDS.find((name) => !fields[name]);
    if (missing) return answer(res, 400, `The ${missing} parameter is required`);

    const message: InboxMessage = { receivedAt: new Date().toISOString(), fields };
    appendFileSync(file, `${JSON.stringify(message)}\n`);
    const from = [fields['namn'], fields['efternamn']].filter(Boolean).join(' ') || 'okänd avsändare';
    log(
      `Inkorgen: nytt meddelande från ${from}${fields['email'] ? ` <${fields['email']}>` : ''}, sparat i ${file}`,
    );
    answer(res, 200, 'OK');
  }

  return createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) answer(res, 500, 'Internal Server Error');
      else res.end();
    });
  });
}
