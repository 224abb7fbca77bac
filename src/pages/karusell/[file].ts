/** The carousels' browser module as a static file, loaded after the load event (src/lib/carousel-module.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { carouselModuleFileName, carouselModuleSource } from '../../lib/carousel-module';

export const getStaticPaths = (() => [
  { params: { file: carouselModuleFileName() }, props: { source: carouselModuleSource() } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { source: string }).source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
