/** The site search's browser module as a static file, loaded on first use (src/lib/site-search.ts). */
import type { GetStaticPaths } from 'astro';
import { serveBrowserModule } from '../../lib/browser-modules';
import { searchModuleFileName, searchModuleSource } from '../../lib/site-search';

export const getStaticPaths = (() => [
  { params: { file: searchModuleFileName() }, props: { source: searchModuleSource() } },
]) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
