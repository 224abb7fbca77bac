/** The carousels' browser module as a static file, loaded after the load event (src/lib/carousel-module.ts). */
import type { GetStaticPaths } from 'astro';
import { serveBrowserModule } from '../../lib/browser-modules';
import { carouselModuleFileName, carouselModuleSource } from '../../lib/carousel-module';

export const getStaticPaths = (() => [
  { params: { file: carouselModuleFileName() }, props: { source: carouselModuleSource() } },
]) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
