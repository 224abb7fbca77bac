/**
 * Smaller CSS for the built pages, which inline all of it (issue 17, docs/decisions/0006-css-inline-on-every-page.md):
 *  - short CSS Modules class names (./short-class-names.ts);
 *  - the design tokens written as their values, or under short names (./design-tokens.ts);
 *  - on each built page, the module rules that can match nothing on it (./page-css.ts).
 * The rendering is the same; only names get shorter and unused rules go.
 *
 * The build only: `npm run dev` and the unit tests keep readable `[local]_[hash]` class names and
 * every token as written, to read and try out in the browser's inspector.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { builtHtmlFiles } from '../../lib/build/site-pages';
import { compactDesignTokens } from './design-tokens';
import { trimPageCss } from './page-css';
import { shortClassNameSet, shortScopedName } from './short-class-names';

/**
 * The modules on every page, in the header and footer, whose classes are written most often,
 * then those on most pages: they get the one-character names (52 of them). Only the pages' size
 * depends on this list.
 */
export const EVERY_PAGE_MODULES = [
  'src/styles/utilities.module.css',
  'src/components/DesktopNav/DesktopNav.module.css',
  'src/components/MobileMenu/MobileMenu.module.css',
  'src/components/SiteHeader/SiteHeader.module.css',
  'src/components/SiteFooter/SiteFooter.module.css',
  'src/components/LinkButton/LinkButton.module.css',
  'src/components/Section/Section.module.css',
  'src/components/Breadcrumbs/Breadcrumbs.module.css',
  'src/components/Collapsible/Collapsible.module.css',
];

/** The readable names of dev and the tests: the class, then a hash of its file. */
const READABLE_SCOPED_NAME = '[local]_[hash:base64:4]';

/** Vite's part: the class names and the tokens, as each stylesheet is compiled. */
function compactCssPlugin(): Plugin {
  return {
    name: 'compact-css',
    config(_config, { command }) {
      const build = command === 'build';
      return {
        css: {
          modules: { generateScopedName: build ? shortScopedName(EVERY_PAGE_MODULES) : READABLE_SCOPED_NAME },
          ...(build && { postcss: { plugins: [compactDesignTokens()] } }),
        },
      };
    },
  };
}

export function compactCss(): AstroIntegration {
  return {
    name: 'compact-css',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [compactCssPlugin()] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const moduleClasses = shortClassNameSet(EVERY_PAGE_MODULES);
        let saved = 0;
        for (const file of builtHtmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const trimmed = trimPageCss(html, moduleClasses);
          if (trimmed === html) continue;
          writeFileSync(file, trimmed);
          saved += Buffer.byteLength(html) - Buffer.byteLength(trimmed);
        }
        logger.info(`Oanvänd CSS borttagen ur sidorna: ${saved} byte`);
      },
    },
  };
}
