/**
 * The editor speaks Swedish: the translation /admin serves has a Swedish string for every word of
 * the package's interface that the clinic can meet. Fails when an update of @sveltia/cms adds
 * English words (translate them in src/cms/swedish-ui.ts) or drops one of ours.
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_LOCALES, editorLocale } from './package-files';
import { SWEDISH_UI } from './swedish-ui';

type Strings = { [key: string]: string | Strings };

const flat = (strings: Strings, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flat(value, `${prefix}${key}.`)],
    ),
  );

const served = (name: string) =>
  flat(JSON.parse(editorLocale(EDITOR_LOCALES.find((locale) => locale.name === name)!)) as Strings);

/** Words only a developer or an unused feature shows: configuration errors, cloud storage, sign-in links, the editorial workflow. */
const DEVELOPER_ONLY =
  /^(config\.|cloud_storage\.|sign_in_with_link|sign_in_using_access_token_workflow_note$|domain$|workflow\.)/;

describe("the editor's Swedish", () => {
  const swedish = served('sv');
  const english = served('en-US');

  it('has every word of the interface the clinic meets', () => {
    const missing = [...english.keys()].filter((key) => !swedish.has(key) && !DEVELOPER_ONLY.test(key));
    expect(missing).toEqual([]);
  });

  it('says in Swedish what the English buttons said', () => {
    expect(swedish.get('show_errors')).toBe('Visa fel');
    expect(swedish.get('replace_image')).toBe('Byt bild');
    expect(swedish.get('list_item_options')).toBe('Alternativ för raden');
    expect(swedish.get('view_on_live_site')).toBe('Visa sidan');
  });

  it('adds only words the package has', () => {
    for (const key of flat(SWEDISH_UI).keys()) expect(english.has(key), key).toBe(true);
  });
});
