/** The editor's bundle, from our origin (src/cms/package-files.ts). */
import type { APIRoute } from 'astro';
import { editorBundle } from '../../cms/package-files';

export const GET: APIRoute = () =>
  new Response(editorBundle(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
