/**
 * The carousels' browser module: src/components/Carousel/enhance.ts bundled into one file per
 * language (./sv.ts, ./en.ts in src/components/Carousel: what the script says when a move ends) served
 * under /karusell/ with its version in its name, loaded a second after the load event by a few
 * bytes of inline script on a carousel page (./loaders/carousel.ts, CarouselScript.astro), which
 * names the module of the page's language.
 *
 * Why not Astro's own <script>: Astro puts a bundled script in the page as <script src>, fetched
 * while the page loads, and Lighthouse counts every request that ends before the largest paint;
 * the carousels' file was about 250 ms of the home page's LCP (issue 17). Until the module runs,
 * a carousel is a scroll-snap row whose controls keep their space hidden, so nothing moves when
 * they appear.
 */
import type { Lang } from '../config/routes';
import { shipBrowserModule, type BrowserModule } from './browser-modules';

/** Where the module is served. */
export const CAROUSEL_MODULE_DIR = 'karusell';

/**
 * The module's file name before its version: the Swedish one's as it always was, the English one's
 * its language, so an English page's loader is no longer than a Swedish page's.
 */
const NAMES: Record<Lang, string> = { sv: 'karusell', en: 'en' };

export function carouselModule(lang: Lang = 'sv'): Promise<BrowserModule> {
  return shipBrowserModule(CAROUSEL_MODULE_DIR, NAMES[lang], `src/components/Carousel/${lang}.ts`);
}

/** Every language's module, for the route that serves them (src/pages/karusell/[file].ts). */
export function carouselModules(): Promise<BrowserModule[]> {
  return Promise.all((['sv', 'en'] as const).map(carouselModule));
}
