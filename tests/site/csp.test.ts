/**
 * The CSP holds the hashes of the build's own inline scripts only, from their source
 * (src/delivery/inline-scripts.ts), and every inline script a built page carries, in either
 * language, is one of them. A script that came in any other way has no hash, so the browser
 * blocks it (tests/e2e/csp.spec.ts plants one).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { HOSTING_DIR } from '../../src/config/folders';
import { langOfPath } from '../../src/config/routes';
import { ownInlineScripts } from '../../src/delivery';
import { NOT_FOUND_PAGES } from './languages';
import { builtPaths } from '../e2e/site';
import { builtDocument } from './dom';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The hashes of a policy's script-src, as nginx sends it on every page. */
function pageCspHashes(): Set<string> {
  const conf = readFileSync(join(HOSTING_DIR, 'nginx-site.conf'), 'utf8');
  const csp = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(conf)?.[1] ?? '';
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  return new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash!));
}

/** Script types a browser runs (no type, or a JavaScript one): data blocks like JSON-LD are not run. */
const runs = (script: Element) =>
  !script.hasAttribute('type') || /^(module|text\/javascript)$/i.test(script.getAttribute('type')!);

test('every inline script of every page, in both languages, has its hash in the CSP', () => {
  const allowed = pageCspHashes();
  const missing: string[] = [];
  const languages = new Set<string>();
  for (const path of [...builtPaths(), ...NOT_FOUND_PAGES]) {
    for (const script of builtDocument(path).querySelectorAll('script:not([src])')) {
      if (!runs(script)) continue;
      languages.add(langOfPath(path));
      const hash = sha256(script.textContent ?? '');
      if (!allowed.has(hash)) missing.push(`${path}: ${(script.textContent ?? '').slice(0, 60)}`);
    }
  }
  expect(missing).toEqual([]);
  expect([...languages].sort()).toEqual(['en', 'sv']);
});

test('the CSP holds the hashes of the build\u2019s own scripts, and nothing else', async () => {
  const own = new Set((await ownInlineScripts()).map(sha256));
  expect([...pageCspHashes()].filter((hash) => !own.has(hash))).toEqual([]);
  expect(pageCspHashes().size).toBe(own.size);
});
