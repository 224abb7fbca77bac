/** The site search's browser module as a static file, loaded on first use (src/delivery/search-module.ts). */
import type { GetStaticPaths } from 'astro';
import { browserModulePaths, searchModules, serveBrowserModule } from '../../delivery';

export const getStaticPaths = (async () =>
  browserModulePaths(await searchModules())) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
