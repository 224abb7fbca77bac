/**
 * The one inline script every page carries at the end of <body> (src/delivery/inline-scripts.ts):
 * the platform features' test, the search's loader and the brand font's fetch after load.
 */
import './platform-polyfills';
import './search';
import './brand-font-warmer';
