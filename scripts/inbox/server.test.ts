import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInboxServer, SEND_FORM_PATH } from './server';

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
    const response = await fetch(url, { method: 'POST', body: form(complete) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
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
