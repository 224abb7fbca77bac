/**
 * The Swedish names of the treatments' folders in the editor's tree. The editor names a folder by
 * its file-system name (`hudvard`, `naglar`) and has no setting for another; here each folder is
 * named after the overview page all its treatments belong to, or else their category, from those
 * files' titles, so a renamed overview renames its folder in the editor too. The names reach the
 * editor through its bundle (src/cms/package-files.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontMatterOf, readContentYaml } from '../schemas/read-yaml';
import { CONTENT_DIR } from '../config/folders';

interface TreatmentRefs {
  category?: string;
  group?: string;
}

const CONTENT = CONTENT_DIR;

/** The one value every treatment of a folder shares, if they share one. */
const shared = (values: Array<string | undefined>) =>
  values.every((value) => value !== undefined && value === values[0]) ? values[0] : undefined;

const titleOf = (folder: string, id: string): string | undefined => {
  try {
    return (readContentYaml(join(CONTENT, folder, `${id}.yaml`)) as { title?: string }).title;
  } catch {
    return undefined;
  }
};

/** Each subfolder of `dir` (a nested collection's folder) by its Swedish name. */
export function treatmentFolderLabels(dir: string): Record<string, string> {
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.fromEntries(
    folders.map(({ name }) => {
      const refs = readdirSync(join(dir, name))
        .filter((file) => file.endsWith('.md'))
        .flatMap((file) => {
          const path = join(dir, name, file);
          // A file the build would refuse must not keep the editor, where it is fixed, from opening.
          try {
            return [frontMatterOf(readFileSync(path, 'utf8'), path) as TreatmentRefs];
          } catch {
            return [];
          }
        });
      const group = shared(refs.map((ref) => ref.group));
      const category = shared(refs.map((ref) => ref.category));
      const label = (group && titleOf('groups', group)) || (category && titleOf('categories', category));
      return [name, label || name];
    }),
  );
}
