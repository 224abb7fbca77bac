// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brandFontChooser,
  carouselLoader,
  carouselModule,
  endOfBodyScript,
  polyfillLoader,
  searchLoader,
  searchModule,
} from '.';
import { platformPolyfills, polyfillFile } from './platform-polyfills';

const LOADERS_DIR = join('src', 'delivery', 'loaders');

describe('the inline scripts, compiled from src/delivery/loaders/', () => {
  const scripts = {
    'brand-font-chooser': brandFontChooser,
    settled: endOfBodyScript,
    carousel: carouselLoader,
    'platform-polyfills': polyfillLoader,
    search: searchLoader,
  };

  it('every constant a loader declares is written in: none is left for the browser to look up', async () => {
    const loaders = readdirSync(LOADERS_DIR).filter((file) => !file.endsWith('.test.ts'));
    for (const file of loaders) {
      const declared = [
        ...readFileSync(join(LOADERS_DIR, file), 'utf8').matchAll(/declare const (\w+)/g),
      ].map(([, name]) => name!);
      const compiled = await scripts[file.replace(/\.ts$/, '') as keyof typeof scripts]?.();
      if (compiled === undefined) continue;
      for (const name of declared) expect(compiled, `${file}: ${name}`).not.toContain(name);
    }
  });

  it('the page\u2019s scripts import the modules under the addresses they are served at', async () => {
    const end = await endOfBodyScript();
    expect(end).toContain(`import("${(await searchModule()).url}")`);
    for (const polyfill of platformPolyfills)
      expect(end).toContain(`import("${(await polyfillFile(polyfill)).url}")`);
    expect(await carouselLoader()).toContain(`import("${(await carouselModule()).url}")`);
  });

  it('an English page\u2019s scripts import the English modules, and no Swedish one', async () => {
    const [swedishSearch, englishSearch] = [await searchModule('sv'), await searchModule('en')];
    const [swedishCarousel, englishCarousel] = [await carouselModule('sv'), await carouselModule('en')];
    expect(englishSearch.url).not.toBe(swedishSearch.url);
    const end = await endOfBodyScript('en');
    expect(end).toContain(`import("${englishSearch.url}")`);
    expect(end).not.toContain(swedishSearch.url);
    const carousel = await carouselLoader('en');
    expect(carousel).toContain(`import("${englishCarousel.url}")`);
    expect(carousel).not.toContain(swedishCarousel.url);
    // The same loader, only the address differs: an English page carries no more than a Swedish one.
    expect(end.length - englishSearch.url.length).toBe(
      (await endOfBodyScript('sv')).length - swedishSearch.url.length,
    );
  });

  it('a classic script, without module syntax a browser would reject', async () => {
    for (const script of [await brandFontChooser(), await endOfBodyScript(), await carouselLoader()]) {
      expect(script).not.toMatch(/^\s*(?:import|export)\b|[;}]\s*(?:import|export)\s*[{"'*\w]/);
    }
  });
});
