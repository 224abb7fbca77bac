/**
 * `npm run dev` serves the editor's page without the development server's scripts. Astro adds
 * Vite's client (and its toolbar) to every page in development; when the editor saves a
 * treatment, the content layer reloads it and Vite tells every page with its client to reload,
 * so /admin restarted at its start screen after each save. The site's own pages keep the client
 * and show a saved change at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { EDITOR_PATH } from '../config/cms';

/** The editor's page as the development server rendered it, with only the editor's own script. */
function withoutDevScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) =>
    script.includes(`src="${EDITOR_PATH}/`) ? script : '',
  );
}

const isEditorPage = (url = '') => {
  const path = url.split('?')[0];
  return path === EDITOR_PATH || path === `${EDITOR_PATH}/`;
};

/** Holds what Astro writes for the page and sends it through `filter` at the end. */
function filterBody(res: ServerResponse, filter: (body: string) => string): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (body: string) => ServerResponse;
  const collect = (chunk: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(Buffer.from(chunk as string | Uint8Array));
  };
  res.write = ((chunk: unknown) => {
    collect(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    collect(chunk);
    const body = filter(Buffer.concat(chunks).toString('utf8'));
    if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(body));
    return end(body);
  }) as ServerResponse['end'];
}

/** Runs before Astro renders: the editor's page goes out without the development scripts. */
export function editorPageMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.method === 'GET' && isEditorPage(req.url)) filterBody(res, withoutDevScripts);
  next();
}

export function editorDevPage(): AstroIntegration {
  return {
    name: 'klinik:editor-dev-page',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(editorPageMiddleware);
      },
    },
  };
}
