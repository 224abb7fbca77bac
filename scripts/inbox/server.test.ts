// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createInboxServer,
  forTerminal,
  INBOX_DEFAULTS,
  INBOX_FULL_TEXT,
  ORIGIN_REFUSED_TEXT,
  RATE_LIMITED_TEXT,
  SEND_FORM_PATH,
  type InboxOptions,
} from './server';

const dir = mkdtempSync(join(tmpdir(), 'inkorg-'));
const file = join(dir, 'messages.jsonl');
const logged: string[] = [];
const server = createInboxServer({ file, maxBytes: 4096, log: (line) => logged.push(line) });
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEND_FORM_PATH}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const messages = () =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { fields: Record<string, string> });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const complete = {
  namn: 'Åsa',
  efternamn: 'Öberg',
  telefon: '',
  email: 'asa@exempel.se',
  beskrivning: 'Hej! <b>fet</b> "citat" 😊',
  lib_version: '4.4.1',
  service_id: 'lokal-tjanst',
  template_id: 'lokal-mall',
  user_id: 'lokal-nyckel',
};

describe('local inbox', () => {
  it('accepts the SDK\u2019s multipart request, answers 200 OK and stores every field verbatim', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form(complete),
      headers: { Origin: 'http://127.0.0.1:4321' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(messages().at(-1)?.fields).toEqual(complete);
    expect(logged.at(-1)).toContain('Åsa Öberg <asa@exempel.se>');
  });

  it.each(['service_id', 'template_id', 'user_id'])(
    'refuses a request without %s with 400 and the reason',
    async (field) => {
      const rest: Record<string, string> = { ...complete };
      delete rest[field];
      const before = messages().length;
      const response = await fetch(url, { method: 'POST', body: form(rest) });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(`The ${field} parameter is required`);
      expect(messages()).toHaveLength(before);
    },
  );

  it('answers a malformed body with 400 and goes on working', async () => {
    const broken = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nnot a part at all',
    });
    expect(broken.status).toBe(400);
    const notMultipart = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notMultipart.status).toBe(400);
    expect((await fetch(url, { method: 'POST', body: form(complete) })).status).toBe(200);
  });

  it('answers an oversized body with 413 and goes on working', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form({ ...complete, beskrivning: 'x'.repeat(10_000) }),
    });
    expect(response.status).toBe(413);
    expect((await fetch(url, { method: 'POST', body: form(complete) })).status).toBe(200);
  });

  it('knows only the send-form path and POST', async () => {
    expect(
      (await fetch(url.replace('send-form', 'send'), { method: 'POST', body: form(complete) })).status,
    ).toBe(404);
    expect((await fetch(url)).status).toBe(405);
  });
});

/** A second inbox with its own file and options, listening on a free port. */
async function startInbox(options: Partial<InboxOptions>) {
  const ownDir = mkdtempSync(join(tmpdir(), 'inkorg-'));
  const ownFile = join(ownDir, 'messages.jsonl');
  const lines: string[] = [];
  const inbox = createInboxServer({ file: ownFile, log: (line) => lines.push(line), ...options });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  const { port } = inbox.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}${SEND_FORM_PATH}`,
    file: ownFile,
    lines,
    close: () => {
      inbox.closeAllConnections();
      inbox.close();
      rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

const PARTIAL_HEADERS = `POST ${SEND_FORM_PATH} HTTP/1.1\r\nHost: x\r\n`;
const SLOW_BODY = `POST ${SEND_FORM_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n`;

/** Opens a connection that sends `bytes` and then nothing more; tells whether it has been closed. */
async function stall(port: number, bytes: string) {
  const socket = connect(port, '127.0.0.1');
  let closed = false;
  socket.on('error', () => {});
  socket.on('close', () => (closed = true));
  await new Promise((resolve) => socket.on('connect', resolve));
  await new Promise((resolve) => socket.write(bytes, resolve));
  return { socket, isClosed: () => closed };
}

/** Sends raw bytes and returns the status line (or '' when the server closes without one). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('local inbox: the file', () => {
  it('keeps one message a line for any reader: line and paragraph separators are stored escaped', async () => {
    const inbox = await startInbox({});
    try {
      const separated = {
        ...complete,
        beskrivning: 'ett\u2028två\u2029tre\u0085fyra\u000bfem\u000csex\u001cslut',
      };
      for (const fields of [separated, complete]) {
        expect((await fetch(inbox.url, { method: 'POST', body: form(fields) })).status).toBe(200);
      }
      const text = readFileSync(inbox.file, 'utf8');
      // Every line break Unicode (and Python's str.splitlines) knows, besides the lines' own \n.
      // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
      expect(text).not.toMatch(/[\r\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/);
      const lines = text.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      expect((JSON.parse(lines[0] ?? '') as { fields: Record<string, string> }).fields).toEqual(separated);
    } finally {
      inbox.close();
    }
  });
});

describe('local inbox: only this machine\u2019s pages may send', () => {
  it.each(['http://127.0.0.1:4321', 'http://localhost:4173', 'http://127.0.0.1:56789', 'http://[::1]:4321'])(
    'accepts a send from %s and allows that origin to read the answer',
    async (origin) => {
      const response = await fetch(url, {
        method: 'POST',
        body: form(complete),
        headers: { Origin: origin },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['https://angripare.example', 'http://127.0.0.1.nip.io:4321', 'null', 'http://192.168.1.5:4321'])(
    'refuses a send from %s with 403, stores nothing and allows no origin',
    async (origin) => {
      const before = messages().length;
      const response = await fetch(url, {
        method: 'POST',
        body: form(complete),
        headers: { Origin: origin },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(ORIGIN_REFUSED_TEXT);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(messages()).toHaveLength(before);
      const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: origin } });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

describe('local inbox: refuses what the form never sends, with the reason', () => {
  it.each([
    ['__proto__', 'Fältet __proto__ finns inte i formuläret'],
    ['meddelande', 'Fältet meddelande finns inte i formuläret'],
  ])('a field named %s gets 400 and nothing is stored', async (name, reason) => {
    const before = messages().length;
    const data = form(complete);
    data.append(name, 'x');
    const response = await fetch(url, { method: 'POST', body: data });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
    expect(messages()).toHaveLength(before);
  });

  it('a file part gets 400 and nothing is stored', async () => {
    const before = messages().length;
    const data = form(complete);
    data.append('bilaga', new Blob(['hej']), 'bilaga.txt');
    const response = await fetch(url, { method: 'POST', body: data });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Fältet bilaga är en fil; formuläret skickar bara text');
    expect(messages()).toHaveLength(before);
  });

  it('a malformed request line gets 400, not 500, and the inbox goes on working', async () => {
    const { port } = new URL(url);
    const status = await rawRequest(
      Number(port),
      'POST http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(url, { method: 'POST', body: form(complete) })).status).toBe(200);
  });
});

describe('local inbox: the terminal line', () => {
  it('prints visitor text without escape sequences or control characters', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form({
        ...complete,
        namn: 'Eva\u001b[2J\u001b[31m',
        efternamn: 'Ek\r\nInkorgen: nytt meddelande från Falsk',
        email: 'eva@exempel.se\u0007\u202e',
      }),
    });
    expect(response.status).toBe(200);
    expect(logged.at(-1)).toBe(
      `Inkorgen: nytt meddelande från Eva EkInkorgen: nytt meddelande från Falsk <eva@exempel.se>, sparat i ${file}`,
    );
    // The file keeps the message as sent.
    expect(messages().at(-1)?.fields['namn']).toBe('Eva\u001b[2J\u001b[31m');
  });

  it.each([
    ['bidi embeddings and overrides', '\u202a\u202b\u202c\u202d\u202e'],
    ['bidi isolates', '\u2066\u2067\u2068\u2069'],
    ['direction marks', '\u200e\u200f\u061c'],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
    ['line and paragraph separators', '\u2028\u2029\u0085'],
  ])('forTerminal removes %s, which could reorder or hide text', (_kind, invisible) => {
    const hidden = [...invisible].map((character) => `a${character}b`).join(' ');
    expect(forTerminal(hidden)).toBe([...invisible].map(() => 'ab').join(' '));
  });

  it('a message cannot reorder the terminal line: the name is printed in the order it was typed', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form({
        ...complete,
        namn: 'Eva\u2067\u200bkE',
        efternamn: 'Ek\u2069\ufeff',
        email: 'eva@\u200eexempel.se',
      }),
    });
    expect(response.status).toBe(200);
    expect(logged.at(-1)).toBe(`Inkorgen: nytt meddelande från EvakE Ek <eva@exempel.se>, sparat i ${file}`);
  });

  it('forTerminal removes colour, cursor, title (OSC) and C1 sequences', () => {
    expect(forTerminal('a\u001b]0;titel\u0007b\u009b2Jc\u001b[1;1Hd\u0000e\u2028f')).toBe('abcdef');
    expect(forTerminal('Åsa Öberg 😊')).toBe('Åsa Öberg 😊');
  });
});

describe('local inbox: limits', () => {
  it('caps the file: a message past the limit gets 507 and the file stays as it was', async () => {
    const inbox = await startInbox({ maxFileBytes: 500 });
    try {
      expect((await fetch(inbox.url, { method: 'POST', body: form(complete) })).status).toBe(200);
      const size = statSync(inbox.file).size;
      const response = await fetch(inbox.url, { method: 'POST', body: form(complete) });
      expect(response.status).toBe(507);
      expect(await response.text()).toBe(INBOX_FULL_TEXT);
      expect(statSync(inbox.file).size).toBe(size);
    } finally {
      inbox.close();
    }
  });

  it('limits the rate: past the limit a send gets 429 with a Swedish reason', async () => {
    const inbox = await startInbox({ rateLimit: { messages: 2, perMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(inbox.url, { method: 'POST', body: form(complete) });
        statuses.push(response.status);
        if (response.status === 429) expect(await response.text()).toBe(RATE_LIMITED_TEXT);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(readFileSync(inbox.file, 'utf8').trim().split('\n')).toHaveLength(2);
    } finally {
      inbox.close();
    }
  });

  it('counts only real sends against the rate limit: invalid requests leave the budget alone', async () => {
    const inbox = await startInbox({ rateLimit: { messages: 2, perMs: 60_000 } });
    try {
      const withoutKey: Record<string, string> = { ...complete };
      delete withoutKey['user_id'];
      const invalid: [string, RequestInit][] = [
        [inbox.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }],
        [inbox.url, { method: 'POST', body: form({ ...complete, okänt: 'x' }) }],
        [inbox.url, { method: 'POST', body: form(withoutKey) }],
        [inbox.url.replace('send-form', 'send'), { method: 'POST', body: form(complete) }],
        [inbox.url, { method: 'GET' }],
      ];
      for (let round = 0; round < 3; round += 1) {
        for (const [target, init] of invalid) {
          expect((await fetch(target, init)).status).toBeGreaterThanOrEqual(400);
        }
      }
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await fetch(inbox.url, { method: 'POST', body: form(complete) })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      inbox.close();
    }
  });

  it('sets header and request timeouts and a connection limit by default', () => {
    expect(server.headersTimeout).toBe(INBOX_DEFAULTS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(INBOX_DEFAULTS.requestTimeoutMs);
    expect(server.headersTimeout).toBeLessThanOrEqual(5_000);
    expect(server.requestTimeout).toBeLessThanOrEqual(10_000);
    expect(INBOX_DEFAULTS.maxConnections).toBeLessThanOrEqual(32);
  });

  it('drops a connection that never finishes its headers', async () => {
    const inbox = await startInbox({ headersTimeoutMs: 300, requestTimeoutMs: 300 });
    try {
      const status = await rawRequest(inbox.port, `POST ${SEND_FORM_PATH} HTTP/1.1\r\nHost: x\r\n`);
      expect(status).toBe('HTTP/1.1 408 Request Timeout');
    } finally {
      inbox.close();
    }
  });

  it('drops a request whose body never finishes', async () => {
    const inbox = await startInbox({ headersTimeoutMs: 300, requestTimeoutMs: 300 });
    try {
      const status = await rawRequest(inbox.port, SLOW_BODY);
      expect(status).toBe('HTTP/1.1 408 Request Timeout');
    } finally {
      inbox.close();
    }
  });

  it.each([
    ['partial headers', PARTIAL_HEADERS],
    ['a slow body', SLOW_BODY],
  ])('connections stalled in %s cannot lock a real send out: the oldest give way', async (_stage, bytes) => {
    const maxConnections = 4;
    const inbox = await startInbox({ maxConnections });
    const stalled: Awaited<ReturnType<typeof stall>>[] = [];
    try {
      for (let i = 0; i < 3 * maxConnections; i += 1) stalled.push(await stall(inbox.port, bytes));
      expect((await fetch(inbox.url, { method: 'POST', body: form(complete) })).status).toBe(200);
      // The server closed the oldest stalled connections; the real send's took the place of one.
      const openAtMost = maxConnections - 1;
      await vi.waitFor(() =>
        expect(stalled.map((connection) => connection.isClosed())).toEqual(
          stalled.map((_, index) => index < stalled.length - openAtMost),
        ),
      );
    } finally {
      for (const connection of stalled) connection.socket.destroy();
      inbox.close();
    }
  });
});
