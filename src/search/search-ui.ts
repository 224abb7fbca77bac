/**
 * The site search in the browser: the header's "Sök" link loads this module on its first focus
 * (see src/delivery/loaders/search.ts) and a click calls open(), which shows a search field in a modal
 * dialog. Typing loads Pagefind's script, which loads its WebAssembly and the index chunks for
 * the words typed, in a worker: the WebAssembly and the index of the page's language (its
 * <html lang>), so an English page searches the English pages with English stemming. Results appear under the field as a list of links: arrow keys
 * move between field and results, Enter in the field opens the first result, Escape closes the
 * dialog and focus returns to the link. A status line says how many were found, for screen
 * readers too; the results come eight at a time, and "Visa fler träffar" under them adds the next.
 *
 * Served as one minified module per language (src/delivery/search-module.ts), each made from
 * ./sv.ts or ./en.ts, which give searchIn() their language's words: a page loads the words it
 * shows and no others. Its styles (search-ui.css) come
 * with it as text, in a <style> it adds, so pages carry none of them until the search is used;
 * their design tokens are written as values when the module is built.
 */
import type { UiWords } from '../i18n/ui';
import { SEARCH_FIELD_ID } from '../lib/domain/search-link';
import STYLES from './search-ui.css?inline';

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

/** The search's words in one language (src/i18n/sv/search.ts and its English twin). */
type SearchWords = UiWords['search'];

/** Pagefind's own script, written by the build (src/integrations/search-index.ts). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
/** Results shown at once, and added by each "Visa fler träffar": each costs a fragment's fetch. */
const RESULTS_AT_ONCE = 8;
/** Its styles' selector too (search-ui.css). */
const DIALOG_ID = 'sok-dialog';
/** The search field, inside the dialog. */
const FIELD_ID = 'sok-falt';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}

/**
 * The dialog with the search form, the status line and the results, made once. `guide` is the
 * guide by concern in the page's language: where the field leads without JavaScript, and the way
 * on when nothing is found.
 */
function build(words: SearchWords, guide: string): { dialog: HTMLDialogElement; field: HTMLInputElement } {
  const dialog = element('dialog', { id: DIALOG_ID });
  dialog.setAttribute('aria-label', words.dialog);
  // The same form as without the search: with nothing found, it leads to the guide by concern.
  const form = element('form', { action: guide });
  form.setAttribute('role', 'search');
  const label = element('label', { htmlFor: FIELD_ID, textContent: words.field });
  const field = element('input', { id: FIELD_ID, type: 'search', name: 'q', autocomplete: 'off' });
  const closeButton = element('button', { type: 'button', textContent: words.close });
  closeButton.addEventListener('click', () => dialog.close());
  form.append(label, field, closeButton);
  const status = element('p', { id: `${DIALOG_ID}-status` });
  status.setAttribute('role', 'status');
  const list = element('ul', { id: `${DIALOG_ID}-traffar` });
  list.setAttribute('aria-label', words.results);
  field.setAttribute('aria-controls', list.id);
  field.setAttribute('aria-describedby', status.id);
  const more = element('button', { type: 'button', hidden: true });
  dialog.append(element('style', { textContent: STYLES }), form, status, list, more);
  // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Escape closes at once, also from the field, where an engine would first only clear the text.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    }
  });
  document.body.append(dialog);
  listen(words, guide, form, field, status, list, more);
  return { dialog, field };
}

function listen(
  words: SearchWords,
  guide: string,
  form: HTMLFormElement,
  field: HTMLInputElement,
  status: HTMLElement,
  list: HTMLUListElement,
  more: HTMLButtonElement,
) {
  const links = () => [...list.querySelectorAll('a')];
  /** What the arrow keys move between under the field: the results, then "Visa fler träffar". */
  const stops = (): HTMLElement[] => [...links(), ...(more.hidden ? [] : [more])];

  const say = (text: string, withGuide = false) => {
    status.textContent = text;
    if (withGuide) {
      status.append(' ', element('a', { href: guide, textContent: words.toGuide }));
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

  /** The search whose results the list shows. */
  let current: PagefindSearch | undefined;

  const show = async () => {
    const term = field.value.trim();
    if (term.length === 0) {
      current = undefined;
      list.replaceChildren();
      showMore();
      status.textContent = '';
      return;
    }
    let search: PagefindSearch | null;
    try {
      search = await (await loadPagefind()).debouncedSearch(term, {}, 150);
    } catch {
      say(words.failed, true);
      return;
    }
    // A newer search has replaced this one, or the field was emptied meanwhile.
    if (search === null || field.value.trim() !== term) return;
    const items = await itemsFrom(search, 0);
    if (field.value.trim() !== term) return;
    current = search;
    list.replaceChildren(...items);
    showMore();
    if (search.results.length === 0) say(words.none(term), true);
    else say(words.found(search.results.length, term));
  };

  /** Results from the `first`, as many as are shown at once, as list items. */
  const itemsFrom = async (search: PagefindSearch, first: number) => {
    const wanted = search.results.slice(first, first + RESULTS_AT_ONCE);
    const found = await Promise.all(wanted.map((result) => result.data()));
    return found.map((data) => {
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
    });
  };

  /** "Visa fler träffar (17 till)" while the list shows fewer than were found. */
  const showMore = () => {
    const left = (current?.results.length ?? 0) - list.children.length;
    more.hidden = left <= 0;
    more.textContent = words.more(left);
  };

  // The next results join the list, and focus moves to the first of them.
  more.addEventListener('click', async () => {
    const search = current;
    if (!search) return;
    const first = list.children.length;
    const items = await itemsFrom(search, first);
    if (current !== search || list.children.length !== first) return;
    list.append(...items);
    showMore();
    links()[first]?.focus();
  });

  field.addEventListener('input', () => void show());
  field.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && links().length > 0) {
      event.preventDefault();
      links()[0]!.focus();
    }
  });
  const moveAmongResults = (event: KeyboardEvent) => {
    const all = stops();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) field.focus();
      else all[Math.min(next, all.length - 1)]!.focus();
    }
  };
  list.addEventListener('keydown', moveAmongResults);
  more.addEventListener('keydown', moveAmongResults);
  // Enter opens the first result; with none (or before any has arrived), the form goes to the guide.
  form.addEventListener('submit', (event) => {
    const first = links()[0];
    if (first) {
      event.preventDefault();
      window.location.assign(first.href);
    }
  });
  // Start fetching Pagefind now, while the visitor types the first letters.
  void loadPagefind().catch(() => undefined);
}

/**
 * The search in one language: open() opens the dialog with the field focused (the header link's
 * click). The link leads to the guide by concern in the page's language, so its address is the
 * guide the search offers.
 */
export function searchIn(words: SearchWords): () => void {
  let built: ReturnType<typeof build> | undefined;
  // The link is a button to assistive technology (the loader says so): Space opens it too, as it
  // would a button. Here rather than in the loader, which every page carries.
  const opener = document.getElementById(SEARCH_FIELD_ID);
  opener?.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    opener.click();
  });
  return () => {
    const link = document.getElementById(SEARCH_FIELD_ID) as HTMLAnchorElement | null;
    built ??= build(words, link?.pathname ?? '/');
    built.dialog.showModal();
    built.field.focus();
  };
}
