/**
 * After the build, writes the host's rules from src/config/hosting.ts: dist/_redirects and
 * dist/_headers (Netlify, Cloudflare Pages), and for nginx hosting/nginx-http.conf (for the http
 * block) and hosting/nginx-site.conf (a server block's body). The CSP lists the hash of every inline
 * script the build itself writes, from its source (src/delivery/inline-scripts.ts), and the e-mail origin.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { resolveContactFormConfig } from '../config/contact-form';
import {
  ASSETS_PREFIX,
  cacheControl,
  HOST_ADDED_HEADERS,
  HOST_RULE_FILES,
  LOCAL_HEADERS_FILE,
  SEARCH_INDEX_PREFIX,
  contentSecurityPolicy,
  editorHeaders,
  redirectsFor,
  RESOURCE_POLICY_HEADER,
  resourcePolicy,
  securityHeaders,
  type LocalHeaders,
  type Redirect,
} from '../config/hosting';
import { EDITOR_PATH } from '../config/cms';
import {
  ownInlineScripts,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  speculationRules,
} from '../delivery';
import { SHARE_IMAGE_DIR } from '../lib/build/share/share-cards';
import { ENGLISH_ROOT, englishPages, type Aliases } from '../config/routes';
import { builtAliases, contentAliases, droppedAliasLine } from '../lib/build/page-aliases';
import { builtPagePaths, NOT_FOUND_FILE } from '../lib/build/site-pages';
import { HOSTING_DIR } from '../config/folders';
import { writePagesWorker } from './pages-worker';
import { escapeRegExp } from '../schemas/regexp';

const NGINX_SITE_FILE = `${HOSTING_DIR}/nginx-site.conf`;
const NGINX_HTTP_FILE = `${HOSTING_DIR}/nginx-http.conf`;
const CSP_HEADER = 'Content-Security-Policy';
/** Where the share images live: the one kind of file other sites may show (resourcePolicy). */
const SHARE_IMAGE_PREFIX = `/${SHARE_IMAGE_DIR}/`;
/** The English site's not-found page, dist/en/404.html: what an unknown address under /en/ answers. */
const ENGLISH_NOT_FOUND = `${ENGLISH_ROOT}/${NOT_FOUND_FILE}`;

/** The CSP's hashes: of the scripts the build itself writes, from their source (src/delivery/). */
async function ownScriptHashes(): Promise<string[]> {
  const scripts = await ownInlineScripts();
  return [...new Set(scripts.map((script) => createHash('sha256').update(script).digest('base64')))].sort();
}

function netlifyRedirects(redirects: readonly Redirect[]): string {
  return `${redirects.map(({ from, to }) => `${encodeURI(from)} ${locationFor(to)} 301`).join('\n')}\n`;
}

/**
 * Security headers on everything; hashed assets cached for a year (HTML keeps the host's
 * revalidation). The editor's paths detach the site's CSP ("! Header", Cloudflare Pages) and get
 * their own; Netlify joins both policies instead, which the editor cannot run under (docs/cms.md).
 * So does the search index, whose policy lets the search worker compile WebAssembly
 * (docs/concerns-and-search.md).
 */
function netlifyHeaders(
  headers: Record<string, string>,
  editor: Record<string, string>,
  searchCsp: string,
): string {
  const block = (path: string, entries: Record<string, string>, detach: readonly string[] = []) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  const editorOnly = Object.fromEntries(
    Object.entries(editor).filter(([name, value]) => headers[name] !== value),
  );
  const editorBlocks = [EDITOR_PATH, `${EDITOR_PATH}/*`].map((path) =>
    block(path, editorOnly, [CSP_HEADER, SPECULATION_HEADER]),
  );
  const speculationBlock = block(SPECULATION_RULES_PATH, { 'Content-Type': SPECULATION_RULES_TYPE });
  const searchBlock = block(`${SEARCH_INDEX_PREFIX}*`, { [CSP_HEADER]: searchCsp }, [CSP_HEADER]);
  const shareBlock = block(
    `${SHARE_IMAGE_PREFIX}*`,
    { [RESOURCE_POLICY_HEADER]: resourcePolicy.embeddable },
    [RESOURCE_POLICY_HEADER],
  );
  const site = block('/*', { ...headers, [SPECULATION_HEADER]: speculationHeaderValue }, HOST_ADDED_HEADERS);
  const assets = block(`${ASSETS_PREFIX}*`, { 'Cache-Control': cacheControl.immutable });
  return `${[site, assets, ...editorBlocks, searchBlock, shareBlock, speculationBlock].join('\n')}\n`;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A path as a case-insensitive nginx regex that also knows non-ASCII letters. nginx's `~*` folds
 * ASCII only (PCRE without UTF mode compares bytes), so each other letter becomes an alternation
 * of its spellings: lower and upper case, each composed and decomposed ("å", "Å", "a" + ring).
 */
export function caseInsensitivePattern(path: string): string {
  return [...path.normalize('NFC')]
    .map((char) => {
      if (char.charCodeAt(0) < 0x80) return escapeRegExp(char);
      const spellings = new Set(
        [char.toLowerCase(), char.toUpperCase()].flatMap((c) => [c, c.normalize('NFD')]),
      );
      return spellings.size > 1 ? `(?:${[...spellings].map(escapeRegExp).join('|')})` : escapeRegExp(char);
    })
    .join('');
}

/** The variables the server block uses; map must sit in nginx's http block, so they have their own file. */
const CANONICAL = '$klinik_canonical';
const REQUEST_PATH = '$klinik_request_path';
const REDIRECT = '$klinik_redirect';
const CACHE_CONTROL = '$klinik_cache_control';
const RESOURCE_POLICY = '$klinik_resource_policy';
const SPECULATION = '$klinik_speculation_rules';
/** Where the pages name their speculation rules (src/delivery/speculation-rules.ts). */
const SPECULATION_HEADER = 'Speculation-Rules';
const speculationHeaderValue = `"${SPECULATION_RULES_PATH}"`;

/**
 * A redirect's target as it goes into a Location header: a path of this site, percent-encoded,
 * with nothing a browser could read as another host ("//host", "/\\host") or as the end of the
 * header. Targets come from the build's own pages and aliases, never from a request; this is the
 * guard that keeps it so for every host's rules.
 */
export function locationFor(path: string): string {
  const encoded = encodeURI(path);
  // Nor "$" or "*", which nginx's rules and `_redirects` would read as a variable or a wildcard.
  if (!/^\/(?![/\\])[\x21-\x23\x25-\x29\x2b-\x7e]*$/.test(encoded)) {
    throw new Error(`Omdirigeringen till ${JSON.stringify(path)} leder inte till en sida på webbplatsen.`);
  }
  return encoded;
}

/**
 * nginx, http block: one lookup from any spelling of a known page (letter case, composed or
 * decomposed letters, doubled slashes, a trailing slash or ".html", an alias) to its canonical
 * path; the redirect a page request needs (none when it already asks for the canonical path,
 * byte for byte); the caching and the resource policy per kind of file.
 */
function nginxHttp(pages: readonly string[], redirects: readonly Redirect[]): string {
  // One entry per spelling that differs in more than letter case: the pattern covers the rest.
  const entries = new Map<string, string>();
  // The editor is no page of the site, but "/admin.html" and "/ADMIN" still lead to it.
  const canonical = [...pages, EDITOR_PATH].map((page) => ({ from: page, to: page }));
  for (const { from, to } of [...canonical, ...redirects]) {
    const key = from.normalize('NFC').toLowerCase();
    if (!entries.has(key)) entries.set(key, to);
  }
  // $uri is decoded and its slashes merged, so it is only ever a key here: what goes into a
  // Location is always one of these values, written by the build.
  const englishHome = englishPages.home.path.toLowerCase();
  const spellings = [...entries].map(([from, to]) => {
    // Each language's home page answers to "/index" below it too ("/index.html", "/en/index").
    const path =
      from === '/'
        ? '/(?:index(?:/|\\.html)?)?'
        : from === englishHome
          ? `${caseInsensitivePattern(from)}(?:/index)?(?:/|\\.html)?`
          : `${caseInsensitivePattern(from)}(?:/|\\.html)?`;
    return `  ${quote(`~*^${path}$`)} ${quote(locationFor(to))};`;
  });
  const lines = [
    '# Written by the build from src/config/hosting.ts; do not edit. Include it in the http block.',
    `map $uri ${CANONICAL} {`,
    '  default "";',
    ...spellings,
    '}',
    // The path exactly as requested, still encoded.
    `map $request_uri ${REQUEST_PATH} {`,
    '  "~^(?<klinik_raw_path>[^?]*)" $klinik_raw_path;',
    '}',
    // The canonical path when the request spelled it any other way; empty when the request is
    // at its canonical address (the backreference) or names no page.
    `map "${REQUEST_PATH} ${CANONICAL}" ${REDIRECT} {`,
    `  default ${CANONICAL};`,
    '  "~^(?<klinik_same>\\S+) \\k<klinik_same>$" "";',
    '}',
    `map $uri ${CACHE_CONTROL} {`,
    `  default ${quote(cacheControl.revalidate)};`,
    `  ${quote(`~^${escapeRegExp(ASSETS_PREFIX)}`)} ${quote(cacheControl.immutable)};`,
    `  ${quote(`/${NOT_FOUND_FILE}`)} "no-cache";`,
    `  ${quote(ENGLISH_NOT_FOUND)} "no-cache";`,
    '}',
    // A visitor who asks to save data gets no rules, so nothing is fetched ahead for them.
    `map $http_save_data ${SPECULATION} {`,
    `  default ${quote(speculationHeaderValue)};`,
    '  "~*^on$" "";',
    '}',
    `map $uri ${RESOURCE_POLICY} {`,
    `  default ${quote(resourcePolicy.default)};`,
    `  ${quote(`~^${escapeRegExp(SHARE_IMAGE_PREFIX)}`)} ${quote(resourcePolicy.embeddable)};`,
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * nginx, server block body: security headers on every answer (nginx's own error pages too), the
 * pages from their files, host files hidden, and one 301 from any other spelling of a known page
 * ("*.html", doubled slashes, letter case, an alias) to its canonical path.
 */
function nginxSite(
  headers: Record<string, string>,
  editor: Record<string, string>,
  search: Record<string, string>,
): string {
  const addHeaders = (entries: Record<string, string>, indent = '') => [
    ...Object.entries(entries).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`),
    `${indent}add_header Cache-Control ${CACHE_CONTROL} always;`,
  ];
  const redirectIfNeeded = [`  if (${REDIRECT}) {`, `    return 301 ${REDIRECT}$is_args$args;`, '  }'];
  const lines = [
    '# Written by the build from src/config/hosting.ts; do not edit. Include it in a server block,',
    `# and ${NGINX_HTTP_FILE} in the http block.`,
    'charset utf-8;',
    'absolute_redirect off;',
    'server_tokens off;',
    // The budgets assume compressed pages (14 KB gzipped, measured at level 9); nginx's own
    // default level, 1, would send the largest pages over the first round trip.
    'gzip on;',
    'gzip_comp_level 9;',
    'gzip_vary on;',
    'gzip_types text/css application/javascript image/svg+xml application/json application/xml text/plain;',
    // Here, at the server level, and in no location: a location with its own add_header would
    // drop these. "always" puts them on error answers too (400, 404, 405, 413, 500).
    // The resource policy per file: share images may be shown by other sites, nothing else.
    ...addHeaders({ ...headers, [RESOURCE_POLICY_HEADER]: RESOURCE_POLICY }),
    // The next page before the click; an empty value (Save-Data) sends no header. The editor's
    // location has headers of its own, so it never names the rules.
    `add_header ${SPECULATION_HEADER} ${SPECULATION} always;`,
    `error_page 404 /${NOT_FOUND_FILE};`,
    `location = /${NOT_FOUND_FILE} {`,
    '  internal;',
    '}',
    ...HOST_RULE_FILES.map((file) => `location = /${file} {\n  return 404;\n}`),
    // The editor: a location of its own, so its headers (its own CSP) replace the site's; nginx
    // inherits none of the server's add_header into a location that has any. Its "not found"
    // answers keep them too.
    `location = ${EDITOR_PATH} {`,
    ...addHeaders(editor, '  '),
    `  try_files ${EDITOR_PATH}.html =404;`,
    '}',
    // "/admin/" is the editor's address with a trailing slash: one hop to it, as for any page.
    `location = ${EDITOR_PATH}/ {`,
    ...addHeaders(editor, '  '),
    `  return 301 ${locationFor(EDITOR_PATH)}$is_args$args;`,
    '}',
    `location ^~ ${EDITOR_PATH}/ {`,
    ...addHeaders(editor, '  '),
    '  error_page 404 @editor_not_found;',
    '  try_files $uri =404;',
    '}',
    'location @editor_not_found {',
    ...addHeaders(editor, '  '),
    `  try_files /${NOT_FOUND_FILE} =404;`,
    '}',
    // The search index: its own headers too, whose policy lets the search worker compile
    // WebAssembly; no page's policy does (src/config/hosting.ts, SEARCH_INDEX_PREFIX).
    `location ^~ ${SEARCH_INDEX_PREFIX} {`,
    ...addHeaders(search, '  '),
    '  try_files $uri =404;',
    '}',
    `location ^~ ${ASSETS_PREFIX} {`,
    '  try_files $uri =404;',
    '}',
    // Browsers use the rules only when they come with their own type.
    `location = ${SPECULATION_RULES_PATH} {`,
    '  types { }',
    `  default_type ${SPECULATION_RULES_TYPE};`,
    '}',
    'location = / {',
    ...redirectIfNeeded,
    '  try_files /index.html =404;',
    '}',
    // The not-found page is no page of its own: "/404" must not answer 200 (a soft 404).
    `location = /${NOT_FOUND_FILE.replace(/\.html$/, '')} {`,
    '  return 404;',
    '}',
    'location / {',
    ...redirectIfNeeded,
    '  try_files $uri $uri.html =404;',
    '}',
    // The English site: an unknown address under /en/ (in any letter case) is not found in English.
    // The same redirects as above first; only the page that says "not found" differs.
    `location = ${ENGLISH_NOT_FOUND} {`,
    '  internal;',
    `  error_page 404 ${ENGLISH_NOT_FOUND};`,
    '}',
    `location = ${ENGLISH_NOT_FOUND.replace(/\.html$/, '')} {`,
    `  error_page 404 ${ENGLISH_NOT_FOUND};`,
    '  return 404;',
    '}',
    `location ~* ${quote(`^${escapeRegExp(ENGLISH_ROOT)}/`)} {`,
    `  error_page 404 ${ENGLISH_NOT_FOUND};`,
    ...redirectIfNeeded,
    '  try_files $uri $uri.html =404;',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** `npm start`'s headers (src/config/hosting.ts, LOCAL_HEADERS_FILE): the sets nginx gets. */
function localHeaders(
  headers: Record<string, string>,
  editor: Record<string, string>,
  search: Record<string, string>,
): LocalHeaders {
  return {
    site: { ...headers, [SPECULATION_HEADER]: speculationHeaderValue },
    editor,
    search,
    extra: [
      { prefix: SHARE_IMAGE_PREFIX, headers: { [RESOURCE_POLICY_HEADER]: resourcePolicy.embeddable } },
      { prefix: SPECULATION_RULES_PATH, headers: { 'Content-Type': SPECULATION_RULES_TYPE } },
    ],
  };
}

/** Each language's not-found page by its address ("/404", "/en/404"): a file, never a page of its own. */
const notFoundAddress = (root: string) => `${root}/${NOT_FOUND_FILE.replace(/\.html$/, '')}`;

/**
 * Cloudflare Pages' worker: the same pages, editor and aliases (those of built pages) as nginx's map, each target as it
 * goes into a Location header, and the addresses that are never found (src/integrations/pages-worker/).
 */
function pagesWorkerRules(
  pages: readonly string[],
  aliases: Aliases,
  redirects: readonly Redirect[],
  headers: Record<string, string>,
) {
  const known = [...pages, EDITOR_PATH];
  const targets = new Set([...known, ...redirects.map(({ to }) => to)]);
  return {
    known,
    aliases,
    locations: Object.fromEntries([...targets].map((target) => [target, locationFor(target)])),
    notFound: [
      ...['', ENGLISH_ROOT].flatMap((root) => [notFoundAddress(root), `${root}/${NOT_FOUND_FILE}`]),
      ...HOST_RULE_FILES.map((file) => `/${file}`),
    ],
    notFoundPages: { sv: notFoundAddress(''), en: notFoundAddress(ENGLISH_ROOT) },
    englishRoot: ENGLISH_ROOT,
    headers: { ...headers, 'Cache-Control': cacheControl.revalidate },
  };
}

export function hostingRules(): AstroIntegration {
  return {
    name: 'klinik:hosting-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const pages = builtPagePaths(outDir);
        // The content's old addresses, each only if the build wrote its page (decision 0011).
        const aliases = builtAliases(contentAliases(), pages);
        for (const alias of aliases.dropped) logger.info(droppedAliasLine(alias));
        const redirects = redirectsFor(pages, aliases.kept);
        const contactForm = resolveContactFormConfig(loadEnv('production', process.cwd(), 'PUBLIC_'));
        const policy = {
          scriptHashes: await ownScriptHashes(),
          connectOrigins: [contactForm.origin],
        };
        const headers = securityHeaders(contentSecurityPolicy(policy));
        const editor = editorHeaders(policy.scriptHashes);
        const search = securityHeaders(contentSecurityPolicy({ ...policy, webAssembly: true }));
        const [redirectsFile, headersFile, workerFile, routesFile] = HOST_RULE_FILES;
        writeFileSync(join(outDir, redirectsFile), netlifyRedirects(redirects));
        writeFileSync(join(outDir, SPECULATION_RULES_PATH.slice(1)), JSON.stringify(speculationRules));
        writeFileSync(
          join(outDir, headersFile),
          netlifyHeaders(headers, editor, search['Content-Security-Policy']!),
        );
        writePagesWorker(
          outDir,
          { worker: workerFile, routes: routesFile },
          pagesWorkerRules(pages, aliases.kept, redirects, headers),
        );
        mkdirSync(HOSTING_DIR, { recursive: true });
        writeFileSync(NGINX_HTTP_FILE, nginxHttp(pages, redirects));
        writeFileSync(NGINX_SITE_FILE, nginxSite(headers, editor, search));
        writeFileSync(LOCAL_HEADERS_FILE, JSON.stringify(localHeaders(headers, editor, search)));
        logger.info(
          `${redirects.length} omdirigeringar och säkerhetshuvuden skrivna (${HOST_RULE_FILES.join(', ')}, ${NGINX_HTTP_FILE}, ${NGINX_SITE_FILE})`,
        );
      },
    },
  };
}
