// @vitest-environment node
/**
 * The publish run's link check: a link the clinic typed to a treatment it has since removed stops
 * the publish, naming the page, the link and the content file to fix, in the run's summary.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { brokenLinks } from '../src/lib/build/broken-links';
import { failureSummary } from './publish';
import { brokenLinksReport } from './site-check';

const root = mkdtempSync(join(tmpdir(), 'lankar-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dist = join(root, 'dist');
const content = join(root, 'src/content');

const page = (body: string) => `<!doctype html><html lang="sv"><body>${body}</body></html>`;

it('a link to a removed treatment stops the publish, naming the page, the link and its file', () => {
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(join(content, 'treatments/ansikte'), { recursive: true });
  writeFileSync(join(dist, '_astro/a.css'), '');
  writeFileSync(join(dist, 'index.html'), page('<a href="/Peeling">Peeling</a><link href="/_astro/a.css">'));
  writeFileSync(
    join(dist, 'Peeling.html'),
    page('<a href="/">Start</a><a href="/Hudslipning#pris">Hudslipning</a>'),
  );
  writeFileSync(join(dist, '404.html'), page('<a href="/finns-inte">'));
  const peelingFile = join(content, 'treatments/ansikte/Peeling.md');
  writeFileSync(
    peelingFile,
    '---\npath: /Peeling\n---\nPassar bra efter [hudslipning](/Hudslipning#pris).\n',
  );

  const broken = brokenLinks(dist);
  expect(broken).toEqual([{ page: '/Peeling', href: '/Hudslipning#pris' }]);
  const report = brokenLinksReport(broken, content);
  expect(report).toBe(
    'Publiceringen stoppades: en länk på webbplatsen leder ingenstans.\n' +
      `  - sidan /Peeling länkar till /Hudslipning#pris, som inte finns (länken står i ${peelingFile}: ta bort länken eller skriv sidans nya sökväg).`,
  );
  // The run's summary: the step, the file to fix and the line above.
  const summary = failureSummary('build', report);
  expect(summary).toContain('Bygget stoppade publiceringen');
  expect(summary).toContain('sidan /Peeling länkar till /Hudslipning#pris');
});

it('a link no content file writes is the code\u2019s: the report says so', () => {
  expect(brokenLinksReport([{ page: '/', href: '/Gammal' }], content)).toContain(
    'länken kommer inte från innehållet utan från koden',
  );
  expect(brokenLinksReport([], content)).toBe('');
});
