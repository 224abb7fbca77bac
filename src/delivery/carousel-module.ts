/**
 * The carousels' browser module: src/components/Carousel/enhance.ts bundled into one file served
 * under /karusell/ with its version in its name, loaded a second after the load event by a few
 * bytes of inline script on a carousel page (./loaders/carousel.ts, CarouselScript.astro).
 *
 * Why not Astro's own <script>: Astro puts a bundled script in the page as <script src>, fetched
 * while the page loads, and Lighthouse counts every request that ends before the largest paint;
 * the carousels' file was about 250 ms of the home page's LCP (issue 17). Until the module runs,
 * a carousel is a scroll-snap row whose controls keep their space hidden, so nothing moves when
 * they appear.
 */
import { shipBrowserModule, type BrowserModule } from './browser-modules';

/** Where the module is served. */
export const CAROUSEL_MODULE_DIR = 'karusell';

export function carouselModule(): Promise<BrowserModule> {
  return shipBrowserModule(CAROUSEL_MODULE_DIR, 'karusell', 'src/components/Carousel/enhance.ts');
}
