/**
 * The one source of the host's rules: the security headers, the caching, and how the redirects
 * are spelled for each kind of host. The build writes them out (src/integrations/hosting.ts) as
 * dist/_redirects and dist/_headers (Netlify, Cloudflare Pages) and hosting/nginx-http.conf with
 * hosting/nginx-site.conf (nginx), and the browser tests serve the site through that nginx file.
 */
// With its extension, so the Node server (scripts/serve.ts) can load this module as is.
import { HOSTING_DIR } from './folders.ts';
import type { Aliases } from './routes.ts';

/** Hashed assets never change under their name; pages are revalidated on every visit. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/**
 * The rule files Netlify and Cloudflare Pages read from dist/ (redirects, headers, and Cloudflare's
 * worker with the paths it runs for); other hosts must not serve them.
 */
export const HOST_RULE_FILES = ['_redirects', '_headers', '_worker.js', '_routes.json'] as const;

/**
 * Cloudflare Pages adds `Access-Control-Allow-Origin: *` to every file it serves; nothing of the
 * site is meant to be read by another site's script, so `_headers` detaches it everywhere.
 */
export const HOST_ADDED_HEADERS = ['Access-Control-Allow-Origin'] as const;

/** Where hashed assets live (Astro's build.assets). */
export const ASSETS_PREFIX = '/_astro/';

/**
 * Where the site search's index and Pagefind's own scripts live (src/integrations/search-index.ts).
 * Pagefind runs its WebAssembly in a worker loaded from here, and a worker obeys the policy sent
 * with its own script: so only responses under this prefix allow WebAssembly, never a page.
 */
export const SEARCH_INDEX_PREFIX = '/pagefind/';

interface CspInputs {
  /** sha256 hashes (base64) of every inline script the build emitted. */
  scriptHashes: readonly string[];
  /** Origins the page may call: the e-mail provider (or the local inbox). */
  connectOrigins: readonly string[];
  /** Allow compiling WebAssembly ('wasm-unsafe-eval'; still no JavaScript eval): the search worker only. */
  webAssembly?: boolean;
}

/** The order the directives are written in, whichever policy names them. */
const DIRECTIVE_ORDER = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'worker-src',
  'connect-src',
  'frame-ancestors',
  'base-uri',
  'form-action',
  'object-src',
];

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .sort(([a], [b]) => DIRECTIVE_ORDER.indexOf(a) - DIRECTIVE_ORDER.indexOf(b))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** What every policy of the site shares: nothing from elsewhere, no frames, no plugins. */
const BASE_DIRECTIVES = {
  'default-src': ["'self'"],
  // Inline <style> (each page's critical CSS) and the carousel's style="order" need inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** A policy with no 'unsafe-inline' or 'unsafe-eval' for scripts: our files and hashed inline scripts only. */
export function contentSecurityPolicy({
  scriptHashes,
  connectOrigins,
  webAssembly = false,
}: CspInputs): string {
  return policy({
    ...BASE_DIRECTIVES,
    'script-src': [
      "'self'",
      ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes.map((hash) => `'sha256-${hash}'`),
    ],
    'connect-src': ["'self'", ...connectOrigins],
  });
}

/** Where the CMS saves in production (docs/cms.md): GitHub's API, and the images it shows from there. */
const GITHUB_API = 'https://api.github.com';
const GITHUB_CONTENT = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'];

/**
 * The CMS at /admin, and only there: its own bundle (no inline script, no eval), previews of
 * pictures it reads as blobs, and GitHub's API. The rest of the site keeps the policy above.
 * The site's own hashed scripts are allowed too, for the not-found page a mistyped editor
 * address answers with.
 */
function editorContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return policy({
    ...BASE_DIRECTIVES,
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    'img-src': ["'self'", 'data:', 'blob:', ...GITHUB_CONTENT],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // data: and blob: for pictures it reads back; its update and GitHub-status checks stay blocked.
    'connect-src': ["'self'", 'data:', 'blob:', GITHUB_API],
  });
}

/**
 * HSTS: two years, subdomains included. `preload` is off: it consents to the domain being built
 * into browsers as https-only, subdomains and all, which takes months to undo (docs/decisions/0012-hsts-without-preload.md).
 */
export function strictTransportSecurity({ preload = false }: { preload?: boolean } = {}): string {
  return `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`;
}

/**
 * Cross-Origin-Resource-Policy: no other site may load the site's files into its own pages
 * (Spectre-style reads), except the share images, which link previews in web apps fetch from
 * the visitor's browser. The host rules set `embeddable` for those (src/integrations/hosting.ts).
 */
export const RESOURCE_POLICY_HEADER = 'Cross-Origin-Resource-Policy';
export const resourcePolicy = { default: 'same-origin', embeddable: 'cross-origin' } as const;

/** Headers on every response. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': strictTransportSecurity(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    [RESOURCE_POLICY_HEADER]: resourcePolicy.default,
    'X-Frame-Options': 'DENY',
  };
}

export interface Redirect {
  from: string;
  to: string;
}

/**
 * The redirects every host gets: the aliases the content gives for built pages
 * (src/lib/build/page-aliases.ts), and the lower-case spelling of every page whose path has
 * capitals. nginx matches any letter case itself (see the nginx writer); hosts with rule files get
 * these, and the 404 page sends any other spelling on. An alias whose target is not among `pages`
 * is left out: a redirect leads only to a page the build wrote (decision 0011).
 */
export function redirectsFor(pages: readonly string[], aliases: Aliases = {}): Redirect[] {
  const known = new Set(pages);
  const lowerCase = pages
    .filter((path) => path !== path.toLowerCase())
    .map((path) => ({ from: path.toLowerCase(), to: path }))
    .filter(({ from }) => !known.has(from));
  // "/index" would otherwise serve the home page a second time on hosts that add ".html" themselves.
  const index = { from: '/index', to: '/' };
  const leadToPages = Object.entries(aliases)
    .filter(([, to]) => known.has(to))
    .map(([from, to]) => ({ from, to }));
  return [...leadToPages, index, ...lowerCase];
}

/** The editor's answers: its own policy, and never in a search engine's index. */
export function editorHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    ...securityHeaders(editorContentSecurityPolicy(scriptHashes)),
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/**
 * What `npm start` (scripts/serve.ts) sends, as the build worked it out for the hosts: the
 * integration writes it beside nginx's files (never into dist/, which is served), so the local
 * server carries the same policies, script hashes included, as every host.
 */
export const LOCAL_HEADERS_FILE = `${HOSTING_DIR}/local-headers.json`;

export interface LocalHeaders {
  /** Every answer but those below, with the speculation rules named. */
  site: Record<string, string>;
  /** The editor's page and files (EDITOR_PATH and below). */
  editor: Record<string, string>;
  /** The search index (SEARCH_INDEX_PREFIX). */
  search: Record<string, string>;
  /** Headers added under a path prefix: the share images' resource policy, the rules' own type. */
  extra: ReadonlyArray<{ prefix: string; headers: Record<string, string> }>;
}

/** The headers an answer at `pathname` gets, picked as nginx's locations pick them. */
export function localHeadersFor(
  pathname: string,
  sets: LocalHeaders,
  editorPath: string,
): Record<string, string> {
  const base =
    pathname === editorPath || pathname.startsWith(`${editorPath}/`)
      ? sets.editor
      : pathname.startsWith(SEARCH_INDEX_PREFIX)
        ? sets.search
        : sets.site;
  const extra = sets.extra.filter(({ prefix }) => pathname.startsWith(prefix)).map(({ headers }) => headers);
  return Object.assign({}, base, ...extra);
}
