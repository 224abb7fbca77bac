/**
 * Content cannot run script: each payload planted in the content's own files, Swedish and
 * English, Markdown bodies and YAML text fields, is refused in Swedish with its file and field.
 * Markdown goes through Astro's own processor (Sätteri) with the build's guard; YAML entries
 * through the schemas' Swedish parse; one `astro sync` on a scratch copy per language proves the
 * build stops.
 */
import { execFile } from 'node:child_process';
import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify, stripVTControlCharacters } from 'node:util';
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../src/config/folders';
import { isEnglishFile } from '../../src/config/english-files';
import { safeMarkdown } from '../../src/lib/build/safe-markup';
import { readContentYaml } from '../../src/schemas/read-yaml';
import { parseInSwedish, ContentFieldsError } from '../../src/schemas/swedish-errors';
import { z } from 'astro/zod';
import { escapeRegExp } from '../../src/schemas/regexp';

/** What a page must never carry, as a clinic's text could hold it (HTML, entities, letter case). */
const MARKUP = [
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/"><input name="personnummer"></form>',
  '<style>body { display: none }</style>',
  '<div onclick="alert(1)">Boka</div>',
  'Se bilden <img src=x onerror=alert(1)> här.',
  '<a href="https://evil.example/" onmouseover="alert(1)">Boka</a>',
  '<!-- gömd text -->',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
];

/** Links and pictures that lead off the site or run script, however they are spelt. */
const LINKS = [
  '[Boka](javascript:alert(1))',
  '[Boka](JaVaScRiPt:alert(1))',
  '[Boka](javascript&#58;alert(1))',
  '[Boka](&#106;avascript:alert(1))',
  '[Boka]( javascript:alert(1) )',
  '<javascript:alert(1)>',
  '[Boka][ref]\n\n[ref]: javascript:alert(1)',
  '[Boka](data:text/html,<script>alert(1)</script>)',
  '[Boka](vbscript:msgbox(1))',
  '[Boka](http://evil.example/)',
  '[Boka](//evil.example/)',
  '[Boka](/\\evil.example)',
  '![Bild](https://evil.example/pixel.png)',
  '![Bild](data:image/svg+xml,<svg onload=alert(1)>)',
];

/** The Markdown files of the content whose body is a page's text: treatments and the pages, both languages. */
const markdownFiles = globSync(`${CONTENT_DIR}/**/*.md`).sort();
const english = markdownFiles.filter(isEnglishFile);
const swedish = markdownFiles.filter((file) => !isEnglishFile(file));
/** The collection a file belongs to, and its language: "treatments", "en/pages". */
const kindOf = (file: string) =>
  file
    .slice(CONTENT_DIR.length + 1)
    .replace(/^((?:en\/)?[^/]+).*$/, '$1')
    .replace(/\.\w+$/, '');
/** One file of each kind: a treatment, a page, their English ones. */
const samples = [...new Map(markdownFiles.map((file) => [kindOf(file), file])).values()];

const render = (file: string, text: string) =>
  markdownToHtml(text, { mdastPlugins: [safeMarkdown], fileURL: pathToFileURL(resolve(file)) });

const refusal = async (file: string, text: string) => {
  try {
    await render(file, text);
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('Markdown from the clinic carries only what the editor offers', () => {
  it('finds Markdown files in both languages', () => {
    expect(swedish.length, 'Swedish Markdown files').toBeGreaterThan(0);
    if (english.length === 0)
      console.warn('No English Markdown file in the content: English cases run on the Swedish files');
    expect(samples.length).toBeGreaterThan(0);
  });

  it.each(samples)('%s as it is renders', async (file) => {
    expect(await refusal(file, readFileSync(file, 'utf8'))).toBe('accepted');
  });

  it.each(samples)(
    '%s with each payload appended is refused in Swedish, naming the file and field',
    async (file) => {
      const text = readFileSync(file, 'utf8');
      for (const payload of [...MARKUP, ...LINKS]) {
        const message = await refusal(file, `${text}\n\n${payload}\n`);
        expect(message, payload).toMatch(
          new RegExp(
            `^Innehållsfilen ${escapeRegExp(file)} behöver rättas .*\\n  - texten \\(fältet body\\) (innehåller|har en)`,
          ),
        );
      }
    },
  );

  it('keeps what the editor offers: headings, emphasis, lists, quotes, code, links to the site, https, mailto and tel', async () => {
    const file = samples[0]!;
    const offered = [
      '## Rubrik',
      '**fet**, *kursiv*, ~~struken~~ och `<kod>`',
      '- en\n- två',
      '1. ett\n2. två',
      '> citat',
      '```\n<script>visas som kod</script>\n```',
      '[Boka](/Bokatid) [Kontakt](/en/contact#form) [Läs](https://www.1177.se/) [Mejla](mailto:info@klinik.se) [Ring](tel:+46 8 123 45 67)',
      'Mindre än 5 mm, a < b och 3 > 2',
    ].join('\n\n');
    expect(await refusal(file, offered)).toBe('accepted');
  });
});

/** A YAML text field of an entry: the first text of the file whose value is not an address or id. */
function firstTextField(
  data: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof data === 'string') return /\s/.test(data) ? [...path] : undefined;
  const entries = Array.isArray(data)
    ? data.map((item, index) => [index, item] as const)
    : Object.entries(data ?? {});
  for (const [key, value] of entries) {
    const found = firstTextField(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function planted(data: unknown, path: readonly (string | number)[], payload: string): unknown {
  if (path.length === 0) return `${data as string} ${payload}`;
  const [key, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = planted(copy[key!], rest, payload);
  return copy;
}

describe('YAML text fields are plain text', () => {
  const yamlFiles = globSync(`${CONTENT_DIR}/**/*.yaml`).sort();
  const kinds = [...new Map(yamlFiles.map((file) => [kindOf(file), file])).values()];

  it.each(kinds)('%s: each markup payload in a text field is refused at that field', async (file) => {
    const data = readContentYaml(file);
    const field = firstTextField(data);
    if (!field) return console.warn(`${file}: no text field to plant in`);
    // Entities stay as typed in YAML (the page shows "&lt;"), so only real markup is planted.
    for (const payload of MARKUP.filter((text) => !text.startsWith('&'))) {
      const error = await parseInSwedish(z.unknown(), planted(data, field, payload)).catch((e: unknown) => e);
      expect(error, `${file} ${payload}`).toBeInstanceOf(ContentFieldsError);
      expect((error as ContentFieldsError).problems).toEqual([
        {
          field: field.join('.'),
          message: expect.stringMatching(/^innehåller text som en webbläsare kan läsa som HTML/),
        },
      ]);
    }
  });
});

describe('the build stops', () => {
  const root = resolve(import.meta.dirname, '../..');

  async function syncWith(file: string, payload: string): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'klinik-html-'));
    try {
      for (const entry of ['src', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
        cpSync(join(root, entry), join(dir, entry), { recursive: true });
      }
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      writeFileSync(join(dir, file), `${readFileSync(file, 'utf8')}\n\n${payload}\n`);
      const result = await promisify(execFile)(
        process.execPath,
        [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'],
        {
          cwd: dir,
        },
      ).then(
        () => 'astro sync accepted the file',
        (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
      );
      return stripVTControlCharacters(result);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /**
   * A treatment's body, English where the content has one: glob() renders it at sync, and both
   * languages' treatments load through the same folder() loader (src/content.config.ts), so one
   * sync proves the stop; the cases above prove the refusal for every language and payload.
   */
  const body = [...english, ...swedish].find((file) => kindOf(file).endsWith('treatments'));

  it(
    'a script in a treatment\u2019s text stops astro sync in Swedish, naming the file',
    { timeout: 180_000 },
    async () => {
      if (!body) return console.warn('No treatment Markdown in the content: nothing to plant in');
      expect(await syncWith(body, '<script>alert(1)</script>')).toContain(
        `Innehållsfilen ${body} behöver rättas innan webbplatsen kan byggas:\n  - texten (fältet body) innehåller HTML-kod ("<script>alert(1)</script>")`,
      );
    },
  );
});
