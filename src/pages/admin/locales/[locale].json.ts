/** The editor's translations, from the pinned package, Swedish completed (src/cms/package-files.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { EDITOR_LOCALES, editorLocale } from '../../../cms/package-files';

export const getStaticPaths = (() =>
  EDITOR_LOCALES.map((locale) => ({
    params: { locale: locale.name },
    props: { locale },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(editorLocale((props as { locale: (typeof EDITOR_LOCALES)[number] }).locale), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
