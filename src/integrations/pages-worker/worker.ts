/**
 * Cloudflare Pages' `_worker.js` (advanced mode): the build bundles this module with the site's
 * own tables (src/integrations/pages-worker/index.ts) so that Cloudflare answers every spelling
 * of a page the way nginx does (docs/host-rules.md): one 301 to its canonical path, whatever the
 * letter case, ".html", trailing or doubled slash; `/404` and the rule files not found.
 *
 * Pages' own `_redirects` matches paths as written (case-sensitive, no doubled slashes) and its
 * asset server adds a 308 of its own for ".html" and "/": that made two hops or a 404 for most
 * spellings. Everything else, the files and their headers from `_headers`, still comes from the
 * asset server (env.ASSETS); `_routes.json` keeps the worker off the files that need none of this.
 *
 * A redirect's Location is one of the build's own encoded paths (`locations`, checked by
 * locationFor at build time), never text from the request; the query goes back only as the URL
 * parser re-encoded it, printable ASCII.
 */
import { createRedirectResolver, type Aliases } from '../../config/routes.ts';

/** What the build hands the worker (src/integrations/pages-worker/index.ts). */
export interface PagesWorkerRules {
  /** Every canonical page and the editor, as the build wrote them. */
  known: string[];
  /** The content's old addresses of built pages, each with its page (src/lib/build/page-aliases.ts). */
  aliases: Aliases;
  /** Each redirect target, as it goes into a Location header (locationFor). */
  locations: Record<string, string>;
  /** Paths that are not found whatever files exist: the rule files, each language's 404 page. */
  notFound: string[];
  /** The not-found page's address per language root ("" Swedish, "/en" English), served by the asset server. */
  notFoundPages: { sv: string; en: string };
  /** The English site's root: an unknown address below it, in any letter case, is not found in English. */
  englishRoot: string;
  /** The security headers the worker's own answers carry (the asset server's come from `_headers`). */
  headers: Record<string, string>;
}

/** The binding Pages gives a `_worker.js`: the project's static files, `_headers` applied. */
interface PagesEnv {
  ASSETS: { fetch(request: Request | string): Promise<Response> };
}

/** The path as text, or undefined when its escapes are not UTF-8 ("/%E0%A4"): then no page matches. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** A file name the build never writes (only the host's rule files start with "_"). */
const MISSING_FILE = '_ingen-sådan-fil';

export function createPagesWorker(rules: PagesWorkerRules) {
  const resolve = createRedirectResolver(rules.known, rules.aliases);
  const known = new Set(rules.known);
  const notFound = new Set(rules.notFound);
  const englishPrefix = `${rules.englishRoot}/`;
  // As nginx reads $uri: slashes merged, any letter case ("//EN/x" is under the English site).
  const isEnglish = (path: string) =>
    path
      .replace(/\/{2,}/g, '/')
      .toLowerCase()
      .startsWith(englishPrefix);

  const redirect = (location: string, search: string) =>
    new Response(null, {
      status: 301,
      headers: {
        ...rules.headers,
        // The query as the URL parser re-encoded it; anything else is dropped, never echoed.
        Location: location + (/^[\x21-\x7e]*$/.test(search) ? search : ''),
      },
    });

  /** A 404 with the not-found page of the address's language, the asset server's headers kept. */
  async function notFoundAnswer(env: PagesEnv, url: URL, path: string, answer?: Response) {
    const english = isEnglish(path);
    // The asset server already picked the nearest 404.html; it knows only the folder "en/".
    const page =
      answer && english === path.startsWith(englishPrefix)
        ? answer
        : await env.ASSETS.fetch(
            new URL(english ? rules.notFoundPages.en : rules.notFoundPages.sv, url).href,
          );
    const headers = new Headers((answer ?? page).headers);
    headers.set('Cache-Control', 'no-cache');
    return new Response(page.body, { status: 404, headers });
  }

  /**
   * What the asset server answers for a missing file in the nearest folder it can read: its
   * 404.html and that folder's headers from `_headers` (the editor's under /admin/).
   */
  async function missingFile(env: PagesEnv, url: URL): Promise<Response | undefined> {
    const folders = url.pathname.split('/').slice(1, -1);
    for (let depth = Math.min(folders.length, 3); depth >= 0; depth -= 1) {
      const probe = `/${folders
        .slice(0, depth)
        .map((folder) => `${folder}/`)
        .join('')}${MISSING_FILE}`;
      const answer = await env.ASSETS.fetch(new URL(probe, url).href);
      if (answer.status === 404) return answer;
    }
    return undefined;
  }

  return {
    async fetch(request: Request, env: PagesEnv): Promise<Response> {
      const url = new URL(request.url);
      const path = decodedPath(url.pathname);
      if (path !== undefined) {
        // "/404/", "//_headers": the same addresses, however spelled.
        const merged = path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
        if (notFound.has(merged)) return notFoundAnswer(env, url, path);
        // The canonical page of any spelling; the page itself when the path is already one.
        const page = resolve(path) ?? (known.has(path) ? path : undefined);
        const location = page === undefined ? undefined : rules.locations[page];
        // Byte for byte as nginx compares: "/Tr%c3%a5dlyft" still leads to "/Tr%C3%A5dlyft".
        if (location !== undefined && url.pathname !== location) return redirect(location, url.search);
      }
      const answer = await env.ASSETS.fetch(request);
      if (answer.status === 404) return notFoundAnswer(env, url, path ?? url.pathname, answer);
      // The local asset server answers 502 for a path it cannot map to a file (a NUL, a file used
      // as a folder, an overlong name): for a visitor that is an address with no page.
      if (answer.status >= 500)
        return notFoundAnswer(env, url, path ?? url.pathname, await missingFile(env, url));
      return answer;
    },
  };
}
