/**
 * The site search in the browser: imported by the header field's first focus (see
 * src/lib/site-search.ts), it loads Pagefind's script, which loads its WebAssembly and the index
 * chunks for the words typed, in a worker. Results appear under the field as a list of links:
 * arrow keys move between field and results, Escape closes them, Enter in the field opens the
 * first result. A status line says how many were found, for screen readers too.
 *
 * Served as is, not bundled: one file without imports. Its styles come with it (a <style> it
 * adds), so pages carry none of them until the search is used.
 */

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; pris?: string };
  filters: { kategori?: string[] };
}

interface PagefindSearch {
  results: Array<{ data: () => Promise<PagefindResultData> }>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(term: string, options?: object, waitMs?: number): Promise<PagefindSearch | null>;
}

/** Pagefind's own script, written by the build (src/integrations/search-index.ts). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
/** The guide by concern: where the field leads without JavaScript, and the way on when nothing is found. */
const GUIDE = '/Besvar';
const MAX_RESULTS = 8;
const PANEL_ID = 'sok-panel';

const STYLES = `
#${PANEL_ID}{position:absolute;z-index:30;top:calc(100% + .25rem);right:0;width:min(28rem,calc(100vw - 2*var(--gutter,1rem)));max-height:70vh;overflow:auto;padding:.5rem;background:var(--color-surface,#fff);color:var(--color-ink,#222);border:1px solid var(--color-line,#ccc);border-radius:var(--radius-sm,.25rem);box-shadow:0 .5rem 1.5rem rgb(0 0 0/.18)}
#${PANEL_ID} p{margin:.25rem .5rem}
#${PANEL_ID} ul{list-style:none;margin:0;padding:0}
#${PANEL_ID} li a{display:block;padding:.5rem;border-radius:var(--radius-sm,.25rem);color:inherit;text-decoration:none}
#${PANEL_ID} li a:hover,#${PANEL_ID} li a:focus-visible{background:var(--color-sand,#f3ede4);outline:2px solid var(--color-accent,currentColor)}
#${PANEL_ID} strong{display:block}
#${PANEL_ID} small{display:block;font-size:.85em;color:var(--color-ink-muted,#555)}
#${PANEL_ID} mark{background:none;color:inherit;font-weight:700}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}

function resultsWord(count: number): string {
  return count === 1 ? '1 träff' : `${count} träffar`;
}

function start(field: HTMLInputElement, form: HTMLFormElement): void {
  const style = element('style', { textContent: STYLES });
  const panel = element('div', { id: PANEL_ID, hidden: true });
  const status = element('p', { id: `${PANEL_ID}-status` });
  status.setAttribute('role', 'status');
  const list = element('ul', { id: `${PANEL_ID}-traffar` });
  list.setAttribute('aria-label', 'Sökträffar');
  panel.append(status, list);
  // The form holds the panel so that it is positioned under the field and focus stays "inside".
  form.style.position = 'relative';
  form.append(style, panel);
  field.setAttribute('aria-controls', list.id);
  field.setAttribute('aria-describedby', status.id);

  const links = () => [...list.querySelectorAll('a')];
  // Closed by Escape: the results stay closed until the next letter typed.
  let dismissed = false;
  const close = () => {
    panel.hidden = true;
    dismissed = true;
  };

  const say = (text: string, withGuide = false) => {
    status.textContent = text;
    if (withGuide) {
      status.append(' ', element('a', { href: GUIDE, textContent: 'Välj ditt besvär i guiden.' }));
    }
  };

  let pagefind: Promise<Pagefind> | undefined;
  const loadPagefind = () => {
    pagefind ??= (import(PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: 14 });
      return module;
    });
    return pagefind;
  };

  const show = async () => {
    const term = field.value.trim();
    if (term.length === 0) {
      list.replaceChildren();
      close();
      return;
    }
    panel.hidden = false;
    dismissed = false;
    let search: PagefindSearch | null;
    try {
      search = await (await loadPagefind()).debouncedSearch(term, {}, 150);
    } catch {
      say('Sökningen kunde inte laddas just nu.', true);
      return;
    }
    // A newer search has replaced this one, or the field was emptied meanwhile.
    if (search === null || field.value.trim() !== term) return;
    const found = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    list.replaceChildren(
      ...found.map((data) => {
        const link = element('a', { href: data.url });
        const about = [data.filters.kategori?.[0], data.meta.pris].filter(Boolean).join(' · ');
        link.append(element('strong', { textContent: data.meta.title ?? data.url }));
        if (about) link.append(element('small', { textContent: about }));
        // Pagefind's excerpt is the page's own text, escaped, with the matches in <mark>.
        const excerpt = element('small');
        excerpt.innerHTML = data.excerpt;
        link.append(excerpt);
        const item = element('li');
        item.append(link);
        return item;
      }),
    );
    if (found.length === 0) say(`Inga träffar på ”${term}”.`, true);
    else say(`${resultsWord(search.results.length)} på ”${term}”.`);
  };

  field.addEventListener('input', () => void show());
  field.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && !panel.hidden && links().length > 0) {
      event.preventDefault();
      links()[0]!.focus();
    } else if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      close();
    }
  });
  list.addEventListener('keydown', (event) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) field.focus();
      else all[Math.min(next, all.length - 1)]!.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      field.focus();
    }
  });
  // Enter opens the first result; with none (or before any has arrived), the form goes to the guide.
  form.addEventListener('submit', (event) => {
    const first = links()[0];
    if (first && !panel.hidden) {
      event.preventDefault();
      window.location.assign(first.href);
    }
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) panel.hidden = true;
  });
  // Back in the field after following the results with Tab: show them again, unless dismissed.
  field.addEventListener('focus', () => {
    if (!dismissed && list.childElementCount > 0) panel.hidden = false;
  });

  // Start fetching Pagefind now, while the visitor types the first letters.
  void loadPagefind().catch(() => undefined);
  if (field.value.trim()) void show();
}

const field = document.getElementById('sok');
if (field instanceof HTMLInputElement && field.form) start(field, field.form);
