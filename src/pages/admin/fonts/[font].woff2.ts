/** The editor's fonts, from the pinned package (src/cms/package-files.ts). */
import { readFileSync } from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { EDITOR_FONTS } from '../../../cms/package-files';

export const getStaticPaths = (() =>
  EDITOR_FONTS.map(({ name, file }) => ({
    params: { font: name },
    props: { file },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(readFileSync((props as { file: string }).file), { headers: { 'Content-Type': 'font/woff2' } });
