/**
 * The site search's loader (src/delivery/search-module.ts), with the address of the page's
 * language's module. The header link's focus (a pointer focuses it too) fetches the search; a
 * click opens it instead of following the link. If the search cannot load, the click follows the
 * link after all, to the guide.
 */
declare const SEARCH_FIELD_ID: string;
declare const SEARCH_MODULE_URL: string;

// A block: its constants stay out of the global scope of this classic script.
{
  const link = document.getElementById(SEARCH_FIELD_ID) as HTMLAnchorElement | null;
  const load = (): Promise<typeof import('../../search/sv')> => import(SEARCH_MODULE_URL);
  if (link) {
    // With JavaScript the link opens a dialog: it says so, as a button that opens one (Space, as
    // on a button, comes with the search module, which its focus loads). Without JavaScript it
    // stays the link to the guide.
    link.role = 'button';
    link.ariaHasPopup = 'dialog';
    link.onfocus = load;
    link.onclick = (event) => {
      event.preventDefault();
      load().then(
        (search) => search.open(),
        () => (location.href = link.href),
      );
    };
  }
}

export {};
