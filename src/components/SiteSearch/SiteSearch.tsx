import { usePages } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import { SEARCH_FIELD_ID } from '../../lib/domain/site-search';

/**
 * The header's way into the search, on every page, so it is one link: without JavaScript (or if
 * the search cannot load) it leads to the guide by concern. With JavaScript its first focus loads
 * the search (src/search/search-ui.ts) and a click opens the search field in a dialog. Styled by
 * the header, beside the phone number.
 */
export function SiteSearch({ className }: { className?: string | undefined }) {
  const { search } = useUi();
  return (
    <a id={SEARCH_FIELD_ID} className={className} href={usePages().concerns.path}>
      {search.link}
    </a>
  );
}
