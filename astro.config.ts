import react from '@astrojs/react';
import { defineConfig, fontProviders } from 'astro/config';
import { hostingRules } from './src/integrations/hosting';

/** A self-hosted variable font from its Fontsource package: latin only, every weight, no third party. */
function fontsourceVariable(
  name: string,
  pkg: string,
  file: string,
  cssVariable: string,
  fallbacks: string[],
) {
  const variant = {
    src: [`./node_modules/@fontsource-variable/${pkg}/files/${file}`] as [string],
    weight: '100 900',
    style: 'normal' as const,
  };
  return {
    provider: fontProviders.local(),
    name,
    cssVariable,
    fallbacks,
    options: { variants: [variant] as [typeof variant] },
  };
}

export default defineConfig({
  site: 'https://linneahud.example',
  output: 'static',
  // Pages are files (/Omoss -> Omoss.html) so the spec's paths work without trailing slashes.
  // Stylesheets are files, cached from page to page, so every page's HTML stays within its
  // 14 KB budget (inlining them pushed the overview pages over it).
  build: { format: 'file', inlineStylesheets: 'auto' },
  trailingSlash: 'never',
  integrations: [react(), hostingRules()],
  vite: {
    css: {
      // Short class names keep every page's HTML within its 14 KB budget (the first round trip).
      modules: { generateScopedName: '[local]_[hash:base64:4]' },
    },
  },
  fonts: [
    fontsourceVariable('DM Sans', 'dm-sans', 'dm-sans-latin-wght-normal.woff2', '--font-dm-sans', [
      'Arial',
      'sans-serif',
    ]),
    fontsourceVariable('Fraunces', 'fraunces', 'fraunces-latin-wght-normal.woff2', '--font-fraunces', [
      'Georgia',
      'serif',
    ]),
  ],
});
