/** The site search's browser module as a static file, loaded on first use (src/lib/site-search.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { searchModuleFileName, searchModuleSource } from '../../lib/site-search';

export const getStaticPaths = (() => [
  { params: { file: searchModuleFileName() }, props: { source: searchModuleSource() } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { source: string }).source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
