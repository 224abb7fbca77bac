/** The editor's bundle, from our origin, its tree's folders named in Swedish (src/cms/package-files.ts). */
import type { APIRoute } from 'astro';
import { editorFolderLabels } from '../../cms/config';
import { editorBundle } from '../../cms/package-files';

export const GET: APIRoute = () =>
  new Response(editorBundle(editorFolderLabels()), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
