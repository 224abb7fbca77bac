/** The editor's translations, from the pinned package (src/cms/package-files.ts). */
import { readFileSync } from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { EDITOR_LOCALES } from '../../../cms/package-files';

export const getStaticPaths = (() =>
  EDITOR_LOCALES.map(({ name, file }) => ({
    params: { locale: name },
    props: { file },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(readFileSync((props as { file: string }).file), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
