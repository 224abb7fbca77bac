/** The carousels' browser module as a static file, loaded after the load event (src/delivery/carousel-module.ts). */
import type { GetStaticPaths } from 'astro';
import { browserModulePaths, carouselModules, serveBrowserModule } from '../../delivery';

export const getStaticPaths = (async () =>
  browserModulePaths(await carouselModules())) satisfies GetStaticPaths;

export const GET = serveBrowserModule;
