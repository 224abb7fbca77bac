/**
 * The one inline script every page carries at the end of <body> (src/delivery/inline-scripts.ts):
 * the platform features' test, the search's loader, and the work a moment after load (the brand
 * font's fetch, a listing's cards fetched ahead).
 */
import './platform-polyfills';
import './search';
import './settled';
