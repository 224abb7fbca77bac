/**
 * The platform polyfills as static files, each fetched only by engines that lack its feature, and
 * the desktop dropdowns' script, fetched on their first use (src/delivery/platform-polyfills.ts).
 */
import type { GetStaticPaths } from 'astro';
import { browserModulePaths, platformPolyfills, polyfillFile, serveBrowserModule } from '../../delivery';

export const getStaticPaths = (async () =>
  browserModulePaths(await Promise.all(platformPolyfills.map(polyfillFile)))) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
