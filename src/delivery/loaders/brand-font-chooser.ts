/**
 * The one script in <head> (src/delivery/brand-font.ts): inline and synchronous, so the class is
 * there before the first paint. A page reached from another page of the site (its referrer starts
 * with this origin; Referrer-Policy strict-origin-when-cross-origin sends the full address within
 * the site) draws its headings in Fraunces from the cache.
 */
declare const BRAND_FONT_CLASS: string;

// indexOf, not startsWith: three bytes fewer on every page; 0 is "starts with".
if (!document.referrer.indexOf(origin + '/')) document.documentElement.classList.add(BRAND_FONT_CLASS);

export {};
