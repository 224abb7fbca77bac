/** The platform polyfills as static files, fetched only by engines that need them (src/lib/platform-polyfills.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { platformPolyfills, polyfillFileName, polyfillSource } from '../../lib/platform-polyfills';

export const getStaticPaths = (() =>
  platformPolyfills.map((polyfill) => ({
    params: { file: polyfillFileName(polyfill) },
    props: { source: polyfillSource(polyfill) },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { source: string }).source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
