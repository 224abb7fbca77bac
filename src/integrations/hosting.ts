/**
 * After the build, writes the host's rules from src/config/hosting.ts: dist/_redirects and
 * dist/_headers (Netlify, Cloudflare Pages) and hosting/nginx-site.conf (an nginx server block's
 * body). The CSP lists the hash of every inline script the build emitted and the e-mail origin.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { resolveContactFormConfig } from '../config/contact-form';
import {
  ASSETS_PREFIX,
  cacheControl,
  contentSecurityPolicy,
  redirectsFor,
  securityHeaders,
  type Redirect,
} from '../config/hosting';

export const NGINX_SITE_FILE = 'hosting/nginx-site.conf';

/** "/Omoss" for Omoss.html: every page the build wrote, but the 404 page. */
export function pagesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort();
}

function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=|type="application\/(ld\+)?json"/.test(attributes)) continue;
      hashes.add(createHash('sha256').update(body).digest('base64'));
    }
  }
  return [...hashes].sort();
}

function netlifyRedirects(redirects: readonly Redirect[]): string {
  return `${redirects.map(({ from, to }) => `${encodeURI(from)} ${encodeURI(to)} 301`).join('\n')}\n`;
}

/** Security headers on everything; hashed assets cached for a year (HTML keeps the host's revalidation). */
function netlifyHeaders(headers: Record<string, string>): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${block('/*', headers)}\n${block(`${ASSETS_PREFIX}*`, { 'Cache-Control': cacheControl.immutable })}\n`;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const regexEscape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * nginx: each page at its exact path (exact matches win over regexes), then any other letter
 * case or a trailing slash by a case-insensitive regex that redirects to the canonical path.
 */
function nginxSite(
  pages: readonly string[],
  redirects: readonly Redirect[],
  headers: Record<string, string>,
): string {
  const addHeaders = (cache: string) =>
    [...Object.entries(headers), ['Cache-Control', cache]]
      .map(([name, value]) => `  add_header ${name} ${quote(value!)} always;`)
      .join('\n');
  const lines = [
    '# Written by the build from src/config/hosting.ts; do not edit.',
    'charset utf-8;',
    'absolute_redirect off;',
    // The budgets assume compressed pages (14 KB gzipped, measured at level 9); nginx's own
    // default level, 1, would send the largest pages over the first round trip.
    'gzip on;',
    'gzip_comp_level 9;',
    'gzip_vary on;',
    'gzip_types text/css application/javascript image/svg+xml application/json application/xml text/plain;',
    'error_page 404 /404.html;',
    'location = /404.html {',
    '  internal;',
    addHeaders('no-cache'),
    '}',
    `location ^~ ${ASSETS_PREFIX} {`,
    addHeaders(cacheControl.immutable),
    '}',
    ...pages.map((page) =>
      [
        `location = ${quote(page)} {`,
        `  try_files ${page === '/' ? '/index.html' : `${quote(`${page}.html`)}`} =404;`,
        addHeaders(cacheControl.revalidate),
        '}',
      ].join('\n'),
    ),
    ...[...pages.map((page) => ({ from: page, to: page })), ...redirects].map(({ from, to }) =>
      [
        `location ~* ${quote(`^${regexEscape(from === '/' ? '' : from)}/?$`)} {`,
        addHeaders(cacheControl.revalidate),
        `  return 301 ${encodeURI(to)}$is_args$args;`,
        '}',
      ].join('\n'),
    ),
    'location / {',
    addHeaders(cacheControl.revalidate),
    '  try_files $uri =404;',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

export function hostingRules(): AstroIntegration {
  return {
    name: 'klinik:hosting-rules',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const pages = pagesIn(outDir);
        const redirects = redirectsFor(pages);
        const contactForm = resolveContactFormConfig(loadEnv('production', process.cwd(), 'PUBLIC_'));
        const csp = contentSecurityPolicy({
          scriptHashes: inlineScriptHashes(outDir),
          connectOrigins: [contactForm.origin],
        });
        const headers = securityHeaders(csp);
        writeFileSync(join(outDir, '_redirects'), netlifyRedirects(redirects));
        writeFileSync(join(outDir, '_headers'), netlifyHeaders(headers));
        mkdirSync('hosting', { recursive: true });
        writeFileSync(NGINX_SITE_FILE, nginxSite(pages, redirects, headers));
        logger.info(
          `${redirects.length} omdirigeringar och säkerhetshuvuden skrivna (_redirects, _headers, ${NGINX_SITE_FILE})`,
        );
      },
    },
  };
}
