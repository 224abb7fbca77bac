/**
 * The delivery machinery: how the site's bytes reach the browser, kept apart from what the site
 * says (docs/decisions/0019-delivery-machinery-in-one-folder.md). Everything outside this folder
 * uses it through this file:
 *  - the design tokens: `designToken` reads one value of src/styles/tokens.css (the share image's
 *    palette, theme-color); the build's CSS gets them compacted by `compactCss`;
 *  - the browser modules, one way to ship each (./browser-modules.ts): the search, the carousels,
 *    the polyfills, served by src/pages/{sok,karusell,polyfills}/[file].ts;
 *  - the inline scripts compiled from ./loaders/, and the `client:afterload` directive;
 *  - the speculation rules that fetch and render the next page ahead (./speculation-rules.ts).
 * Inside, ./css/ makes the inlined CSS small (short class names, tokens as values, unused module
 * rules dropped), and ./after-load/ times the work a first paint does not need.
 */
export { afterLoadDirective } from './after-load';
export { AFTER_LOAD_MS, TYPING_PAUSE_MS } from './after-load/timing';
export { BRAND_FONT_CLASS } from './brand-font';
export { browserModulePaths, serveBrowserModule } from './browser-modules';
export { CAROUSEL_MODULE_DIR, carouselModule, carouselModules } from './carousel-module';
export { compactCss } from './css/compact-css';
export { designToken } from './css/design-tokens';
export {
  brandFontChooser,
  carouselLoader,
  endOfBodyScript,
  ownInlineScripts,
  polyfillLoader,
  searchLoader,
} from './inline-scripts';
export { platformPolyfills, polyfillFile } from './platform-polyfills';
export { searchModule, searchModules } from './search-module';
export {
  SETTLED_CLASS,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  speculationRules,
} from './speculation-rules';
