// @vitest-environment node
/**
 * A list file through Astro's own file() loader as the content config wraps it: an empty list is
 * no entries and no warning; file()'s other messages still reach the build's log.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { file, type LoaderContext } from 'astro/loaders';
import { withSwedishErrors } from './content-loaders';

const dir = mkdtempSync(join(tmpdir(), 'list-loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Loads `yaml` as a list file; what file() logged and what it left in the store. */
async function loadList(yaml: string) {
  const path = join(dir, 'lista.yaml');
  writeFileSync(path, yaml);
  const logged: Array<[level: string, message: string]> = [];
  const log = (level: string) => (message: string) => void logged.push([level, message]);
  const logger = { info: log('info'), warn: log('warn'), error: log('error'), debug: () => {} };
  const ids: string[] = ['left from the last load'];
  const store = {
    clear: () => void ids.splice(0),
    set: ({ id }: { id: string }) => void ids.push(id),
  };
  const context = {
    collection: 'lista',
    config: { root: pathToFileURL(`${dir}/`) },
    logger,
    store,
    parseData: async ({ data }: { data: unknown }) => data,
  } as unknown as LoaderContext;
  await withSwedishErrors(file(path), path).load(context);
  return { logged, ids };
}

describe('a list file', () => {
  it('loads an empty list as no entries, without a warning', async () => {
    expect(await loadList('[]\n')).toEqual({ logged: [], ids: [] });
  });

  it('loads its entries, and still logs an entry without an id', async () => {
    const { logged, ids } = await loadList('- id: a\n- name: utan id\n');
    expect(ids).toEqual(['a']);
    expect(logged).toEqual([['error', expect.stringContaining('missing an id')]]);
  });
});
