/**
 * The editor (@sveltia/cms, pinned by the lockfile), served from our own origin: its bundle, its
 * translations and its three fonts. As published, the bundle fetches translations and fonts from
 * public CDNs; here it fetches them from /admin/, so the editor needs no outside host (and the
 * CSP of /admin names none). The package's exports name only its npm entry, so its files are
 * found beside that.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EDITOR_PATH } from '../config/cms';
import { withSwedishUi } from './swedish-ui';

const packageRoot = join(
  dirname(createRequire(join(process.cwd(), 'package.json')).resolve('@sveltia/cms')),
  '..',
);
const packageFile = (path: string) => join(packageRoot, path);

/** Every translation the package ships ("sv", "en-US" ...): the editor picks the browser's. */
export const EDITOR_LOCALES = readdirSync(packageFile('locales'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ name: file.replace(/\.json$/, ''), file: packageFile(join('locales', file)) }));

/** A translation as /admin/locales/ serves it: Swedish with our words for what the package leaves in English. */
export function editorLocale({ name, file }: { name: string; file: string }): string {
  const translation = readFileSync(file, 'utf8');
  return name === 'sv' ? JSON.stringify(withSwedishUi(JSON.parse(translation))) : translation;
}

/** The fonts the npm build of the package ships, by their Fontsource name: "noto-mono-latin-400-normal". */
export const EDITOR_FONTS = readdirSync(packageFile('npm/assets'))
  .filter((file) => file.endsWith('.woff2'))
  .map((file) => ({
    name: file.replace(/-[\w-]{8}\.woff2$/, ''),
    file: packageFile(join('npm/assets', file)),
  }));

// How the published bundle names the CDN addresses it fetches from.
const CDN_LOCALES = '=`${iP}@${rP}/locales`';
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/**
 * How the bundle names a folder of a nested collection's tree: by the folder's own name (`a`)
 * when it has no index entry. Captured so that our Swedish names can stand in for it.
 */
const FOLDER_LABEL =
  /(\(\{collection:(\w+),path:(\w+),indexEntry:(\w+),summaryTemplate:\w+,locale:\w+\}\)=>\{let (\w+)=\3\.slice\(\3\.lastIndexOf\(`\/`\)\+1\);return \4&&[\w$]+\(\2,\4,\{[^}]*\}\)\|\|)\5\}/;

/**
 * The bundle with our own addresses in place of the CDNs', and the folders of nested collections
 * named by `folderLabels` ({ collection: { folder: name } }); fails the build if the package
 * changed either.
 */
export function editorBundle(folderLabels: Record<string, Record<string, string>> = {}): string {
  const source = readFileSync(packageFile('dist/sveltia-cms.js'), 'utf8');
  const changed = () =>
    new Error(
      'Sveltia CMS: paketet hämtar översättningar eller typsnitt, eller namnger mappar, på ett nytt sätt. Se över src/cms/package-files.ts efter uppdateringen.',
    );
  if (!source.includes(CDN_LOCALES) || !FOLDER_LABEL.test(source)) throw changed();
  const bundle = source
    .replace(CDN_LOCALES, `=\`${EDITOR_PATH}/locales\``)
    .replace(
      FOLDER_LABEL,
      (_match, head: string, collection: string, path: string, _entry: string, name: string) =>
        `${head}(${JSON.stringify(folderLabels)}[${collection}.name]?.[${path}]??${name})}`,
    )
    .replace(CDN_FONT, (_address, family: string, subset: string) => {
      const font = EDITOR_FONTS.find((f) => f.name === `${family}-${subset}`);
      if (!font) throw changed();
      return `${EDITOR_PATH}/fonts/${font.name}.woff2`;
    })
    // The source map is not published.
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  if (bundle.includes('cdn.jsdelivr.net')) throw changed();
  return bundle;
}
