/**
 * The editor's own words that its Swedish translation (the package's locales/sv.json) leaves in
 * English, in Swedish of our own, and the few we word differently. Merged over the package's
 * translation when /admin/locales/sv.json is served (src/cms/package-files.ts), so the buttons the
 * clinic meets ("Visa fel", "Byt bild", "Alternativ för raden") are Swedish. Keys and the
 * `{$name}`/`.match` syntax (MessageFormat 2) are the package's; a key the package drops fails
 * src/cms/swedish-ui.test.ts. Left in English, on purpose: the developer-facing configuration
 * errors and the features the site does not use (sign-in links, editorial workflow, cloud storage).
 */
export const SWEDISH_UI = {
  // Ours in place of "Visa på live-sidan": an entry's link to its own page (preview_path).
  view_on_live_site: 'Visa sidan',
  select_item: 'Välj {$name}',
  folders: 'Mappar',
  more_folders: 'Fler mappar',
  file_unavailable: 'Saknas',
  file_unavailable_description: 'Filen gick inte att läsa in. Den kan ha flyttats eller tagits bort.',
  back_to_parent_folder: 'Tillbaka till mappen ovanför',
  new_folder: 'Ny mapp',
  new_folder_name: 'Mappens namn',
  new_folder_create: 'Skapa',
  new_folder_description: 'Den nya mappen skapas i ”{$folder}”.',
  new_folder_error: {
    empty: 'Mappen behöver ett namn.',
    invalid: 'Mappens namn får inte innehålla snedstreck eller börja med en punkt.',
    duplicate: 'Här finns redan en mapp eller fil med det namnet.',
  },
  creating_folder: 'Skapar mappen …',
  creating_folder_failed: 'Mappen kunde inte skapas.',
  folder_options: 'Alternativ för mappen',
  show_folder_options: 'Visa alternativ för mappen',
  rename_folder: 'Byt namn på mappen',
  delete_folder: 'Ta bort mappen',
  renaming_folder: 'Byter namn på mappen …',
  renaming_folder_failed: 'Mappen kunde inte byta namn.',
  deleting_folder: 'Tar bort mappen …',
  deleting_folder_failed: 'Mappen kunde inte tas bort.',
  enter_new_name_for_folder:
    '.input {$count :integer} .match $count 0 {{Skriv ett nytt namn nedan.}} one {{Skriv ett nytt namn nedan. Filen i mappen flyttas med, och sidor som använder den ändras.}} * {{Skriv ett nytt namn nedan. De {$count} filerna i mappen flyttas med, och sidor som använder dem ändras.}}',
  enter_new_name_for_external_folder:
    '.input {$count :integer} .match $count 0 {{Skriv ett nytt namn nedan.}} one {{Skriv ett nytt namn nedan. Filen i mappen flyttas med och får en ny adress, så ändra sidor som använder den.}} * {{Skriv ett nytt namn nedan. De {$count} filerna i mappen flyttas med och får nya adresser, så ändra sidor som använder dem.}}',
  confirm_deleting_folder:
    '.input {$count :integer} .match $count 0 {{Vill du ta bort den tomma mappen ”{$name}”?}} one {{Vill du ta bort mappen ”{$name}” och filen i den?}} * {{Vill du ta bort mappen ”{$name}” och de {$count} filerna i den?}}',
  deleting_referenced_assets_note:
    '.input {$count :integer} .match $count one {{Hänvisningen till den på en sida tas också bort.}} * {{Hänvisningarna till den på {$count} sidor tas också bort.}}',
  cannot_delete_referenced_assets:
    '.input {$count :integer} .match $count one {{Filen kan inte tas bort: fälten nedan, på sidorna som använder den, behöver den. Ändra de sidorna först.}} * {{Filerna kan inte tas bort: fälten nedan, på sidorna som använder dem, behöver dem. Ändra de sidorna först.}}',
  deleting_referenced_entries_note:
    '.input {$count :integer} .match $count one {{Hänvisningen till den på en annan sida tas också bort.}} * {{Hänvisningarna till den på {$count} andra sidor tas också bort.}}',
  cannot_delete_referenced_entries:
    '.input {$count :integer} .match $count one {{Posten kan inte tas bort: fälten nedan, på andra sidor, behöver den. Ändra de sidorna först.}} * {{Posterna kan inte tas bort: fälten nedan, på andra sidor, behöver dem. Ändra de sidorna först.}}',
  folder_created: 'Mappen är skapad.',
  folder_path: 'Mappens sökväg',
  folder_contents: 'Innehåll',
  x_folders:
    '.input {$count :integer} .match $count 0 {{Inga mappar}} one {{{$count} mapp}} * {{{$count} mappar}}',
  folder_renamed: 'Mappen har bytt namn.',
  folder_deleted: 'Mappen är borttagen.',
  replace_file: 'Byt fil',
  replace_image: 'Byt bild',
  remove_file: 'Ta bort filen',
  remove_image: 'Ta bort bilden',
  show_errors: 'Visa fel',
  list_item_options: 'Alternativ för raden',
  entry_sidebar: {
    slug: {
      title: 'Filnamn',
      generated_on_save: 'Filnamnet skapas av innehållet när du sparar.',
      unavailable: 'Den här posten har inget filnamn.',
    },
  },
  save_conflict: {
    title: 'Någon annan har ändrat sidan',
    modified_by: '{$name} ändrade sidan {$date}, efter att du öppnade den.',
    modified: 'Sidan har ändrats efter att du öppnade den.',
    deleted: 'Sidan har tagits bort efter att du öppnade den.',
    overwrite_warning: 'Sparar du nu försvinner deras ändringar.',
    recreate_warning: 'Sparar du nu skapas sidan på nytt.',
    save_anyway: 'Spara ändå',
    branch_moved: 'Någon annan sparade samtidigt. Försök igen.',
  },
  remote_change: {
    reload_entry: 'Läs in sidan igen',
    confirm_reloading_entry: 'Vill du läsa in sidan igen? Det du inte har sparat försvinner.',
  },
  relation_field: {
    save_together_hint: 'Den nya posten ({$name}) sparas tillsammans med den du redigerar.',
    add_failed: 'Det gick inte att lägga till {$name}.',
  },
  assets_dialog: {
    title: { folder: 'Välj mapp' },
    selected_folder: 'Vald mapp: {$path}',
    selected_folders:
      '.input {$count :integer} .match $count one {{{$count} mapp vald}} * {{{$count} mappar valda}}',
    no_subfolders: 'Mappen har inga undermappar.',
  },
  status: { deploying: 'Publiceras' },
};

type Strings = { [key: string]: string | Strings };

/** The package's translation with ours laid over it, key by key. */
export function withSwedishUi(translation: Strings, ours: Strings = SWEDISH_UI): Strings {
  const merged: Strings = { ...translation };
  for (const [key, value] of Object.entries(ours)) {
    const theirs = merged[key];
    merged[key] =
      typeof value === 'string' ? value : withSwedishUi(typeof theirs === 'object' ? theirs : {}, value);
  }
  return merged;
}
