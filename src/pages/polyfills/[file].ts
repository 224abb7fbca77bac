/** The platform polyfills as static files, each fetched only by engines that lack its feature, and the desktop dropdowns' script, fetched on their first use (src/lib/platform-polyfills.ts). */
import type { GetStaticPaths } from 'astro';
import { serveBrowserModule } from '../../lib/browser-modules';
import { platformPolyfills, polyfillFileName, polyfillSource } from '../../lib/platform-polyfills';

export const getStaticPaths = (() =>
  platformPolyfills.map((polyfill) => ({
    params: { file: polyfillFileName(polyfill) },
    props: { source: polyfillSource(polyfill) },
  }))) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
