import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import { defineConfig, fontProviders } from 'astro/config';
import { resolve } from 'node:path';
import { clinic } from './src/config/clinic';
import { CACHE_DIR, CONTENT_DIR, OUT_DIR } from './src/config/folders';
import { afterLoadDirective, compactCss } from './src/delivery';
import { DISPLAY_FONT_WEIGHT, displayFontFile } from './src/lib/build/display-font';
import { editorDevPage } from './src/integrations/editor-dev';
import { hostingRules } from './src/integrations/hosting';
import { contentRules } from './src/integrations/content-rules';
import { publishCheck } from './src/integrations/publish-check';
import { safeMarkdown } from './src/lib/build/safe-markup';
import { searchIndex } from './src/integrations/search-index';
import { wordsInEnglish } from './src/integrations/words-in-english';

export default defineConfig({
  // The clinic's address is content (siteUrl in src/content/clinic.yaml, edited at /admin): the
  // production build refuses an example domain (src/lib/build/publish-check.ts).
  site: clinic.siteUrl,
  output: 'static',
  // dist/, or OUT_DIR's folder (src/config/folders.ts): the tests' fixture clinic builds beside the sample.
  outDir: OUT_DIR,
  cacheDir: CACHE_DIR,
  // Pages are files (/Omoss -> Omoss.html) so the paths of docs/product.md work without trailing slashes.
  // Every page's CSS is inlined: a stylesheet request would cost the first paint a round trip
  // (LCP budget), and each page's HTML with its CSS still fits the 14 KB budget. Measured against
  // one cached file for the shared CSS in docs/decisions/0006-css-inline-on-every-page.md.
  build: { format: 'file', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  // Astro's own Markdown processor (Sätteri) with its defaults, and one guard: the clinic's
  // Markdown carries only what the editor offers, no HTML (src/lib/build/safe-markup.ts).
  markdown: { processor: satteri({ mdastPlugins: [safeMarkdown] }) },
  // `@content`: the content folder (src/content, or CONTENT_DIR's), for the page that imports a
  // content file itself (the privacy policy) rather than through a collection.
  vite: { resolve: { alias: { '@content': resolve(CONTENT_DIR) } } },
  // contentRules and publishCheck first: a build whose content breaks a rule (every build) or a
  // production build with sample data stops before anything is rendered.
  // compactCss: short class names, design tokens as values and each page's CSS trimmed to what it
  // uses, since every page carries its CSS. wordsInEnglish: lang="en" on the clinic's English
  // words on Swedish pages, before the search indexes them. searchIndex before hostingRules, which lists what the
  // build wrote. editorDevPage: `npm run dev` only, the editor's page without Vite's reloads.
  integrations: [
    contentRules(),
    publishCheck(),
    react(),
    afterLoadDirective(),
    compactCss(),
    wordsInEnglish(),
    searchIndex(),
    hostingRules(),
    editorDevPage(),
  ],
  fonts: [
    {
      // Headings only, one weight, Swedish characters: see src/lib/build/display-font.ts.
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-fraunces',
      // No fallbacks here: --font-fraunces names Fraunces alone, and src/styles/tokens.css adds
      // the stand-ins, each platform's serif scaled to Fraunces' widths (src/styles/fallback-fonts.css),
      // which a first page uses without Fraunces (src/delivery/brand-font.ts). Astro's own optimized
      // fallback names only local("Times New Roman"), absent on Linux and Android.
      fallbacks: [],
      optimizedFallbacks: false,
      // Used if it arrives within the first 100 ms, else the fallback stays for this page view:
      // the text never moves (CLS 0), and the next page has the font from the cache.
      display: 'optional',
      options: {
        variants: [{ src: [await displayFontFile()], weight: DISPLAY_FONT_WEIGHT, style: 'normal' }],
      },
    },
  ],
});
