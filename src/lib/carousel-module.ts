/**
 * The carousels' browser module, build side: src/components/Carousel/enhance.ts bundled into one
 * file served under /karusell/ with its version in its name, and the few bytes of inline script a
 * carousel page carries to load it a second after the load event (CarouselScript.astro).
 *
 * Why not Astro's own <script>: Astro puts a bundled script in the page as <script src>, fetched
 * while the page loads, and Lighthouse counts every request that ends before the largest paint;
 * the carousels' file was about 250 ms of the home page's LCP (issue 17). Until the module runs,
 * a carousel is a scroll-snap row whose controls keep their space hidden, so nothing moves when
 * they appear.
 */
import { AFTER_LOAD_MS } from './after-load';
import { bundleBrowserModule, contentVersion } from './browser-modules';

/** Where the module is served. */
export const CAROUSEL_MODULE_DIR = 'karusell';
const CAROUSEL_ENTRY = 'src/components/Carousel/enhance.ts';

let source: string | undefined;
export function carouselModuleSource(): string {
  return (source ??= bundleBrowserModule(CAROUSEL_ENTRY));
}

/** "karusell-1a2b3c4d.js". */
export function carouselModuleFileName(): string {
  return `karusell-${contentVersion(carouselModuleSource())}.js`;
}

/** The inline script on a carousel page: after the load event and a second, import and start. */
export function carouselLoader(): string {
  const url = `/${CAROUSEL_MODULE_DIR}/${carouselModuleFileName()}`;
  return `addEventListener('load',()=>setTimeout(()=>import('${url}').then(m=>m.enhanceCarousels()),${AFTER_LOAD_MS}))`;
}
