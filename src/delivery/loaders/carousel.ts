/**
 * The inline script on a carousel page (src/delivery/carousel-module.ts): after the load event and
 * AFTER_LOAD_MS, import the carousels' module and start it.
 */
declare const AFTER_LOAD_MS: number;
declare const CAROUSEL_MODULE_URL: string;

addEventListener('load', () =>
  setTimeout(
    () =>
      import(CAROUSEL_MODULE_URL).then((module: typeof import('../../components/Carousel/sv')) =>
        module.enhanceCarousels(),
      ),
    AFTER_LOAD_MS,
  ),
);

export {};
