/** The carousels' browser module as a static file, loaded after the load event (src/delivery/carousel-module.ts). */
import type { GetStaticPaths } from 'astro';
import { browserModulePaths, carouselModule, serveBrowserModule } from '../../delivery';

export const getStaticPaths = (async () =>
  browserModulePaths([await carouselModule()])) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
