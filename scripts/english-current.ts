/**
 * `npm run english:current -- <fil> …`: records that an English file is checked against the
 * Swedish words it translates (decision 0022). Each English file keeps, in `translatedFrom`, a
 * short hash of each Swedish field it was written from (in the staff file, per person); a Swedish
 * edit changes a hash, and the English page then says it is not yet translated, until the clinic
 * has updated the English text and run this. Takes English files (src/content/en/…) or their
 * Swedish files; `--alla` records every English file, for a developer after a translation of the
 * whole site. Writes the files in the editor's own shape, so the next save in the editor changes
 * nothing else. Plain Node: imports carry their extensions.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { editorYaml } from '../src/cms/editor-yaml.ts';
import { englishFileOf, isEnglishFile } from '../src/config/english-files.ts';
import { contentPath } from '../src/config/folders.ts';
import { currentSources } from '../src/lib/build/treatment-files.ts';
import { SOURCE_FIELD } from '../src/schemas/translation.ts';

const CONTENT = contentPath('');
const ENGLISH_DIR = englishFileOf(CONTENT);

const sorted = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));

/** `words` without an old record: the new one goes at the end, where the editor keeps a field it does not know. */
const withoutRecord = (words: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(words).filter(([key]) => key !== SOURCE_FIELD));

/** `data` with the record laid in. */
function recorded(data: unknown, sources: Record<string, string> | Map<string, Record<string, string>>) {
  if (sources instanceof Map) {
    return (data as Array<Record<string, unknown>>).map((person) => {
      const own = sources.get(String(person['id']));
      return own ? { ...withoutRecord(person), [SOURCE_FIELD]: sorted(own) } : person;
    });
  }
  return { ...withoutRecord(data as Record<string, unknown>), [SOURCE_FIELD]: sorted(sources) };
}

/** Writes the record into one English file; returns what to tell the clinic. */
export function markCurrent(englishFile: string): string {
  const swedishFile = englishFile.replace(ENGLISH_DIR, CONTENT);
  if (!existsSync(englishFile)) return `${englishFile}: filen finns inte. Skriv den engelska texten först.`;
  const sources = currentSources(swedishFile, englishFile);
  if (!sources)
    return `${englishFile}: har inget fält att spara den svenska textens kontrollsumma i; den räknas aldrig som inaktuell.`;
  const text = readFileSync(englishFile, 'utf8').replace(/\r\n?/g, '\n');
  if (!englishFile.endsWith('.md')) {
    writeFileSync(englishFile, `${editorYaml(recorded(parse(text), sources))}\n`);
  } else {
    const match = /^---\n(?<head>[\s\S]*?)\n---(?<rest>\n[\s\S]*)?$/.exec(text.trim() + '\n');
    const head = match ? parse(match.groups!['head']!) : {};
    const rest = match ? (match.groups!['rest'] ?? '\n') : `\n\n${text.trim()}\n`;
    writeFileSync(englishFile, `---\n${editorYaml(recorded(head, sources))}\n---${rest}`);
  }
  return `${englishFile}: den engelska texten räknas nu som översatt från den svenska som den ser ut i dag.`;
}

/** An argument as the English file it names: an English file as it is, a Swedish one's English file. */
function englishFileOfArgument(argument: string): string {
  const file = relative(process.cwd(), resolve(argument));
  return isEnglishFile(file) ? file : englishFileOf(file);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const files = args.includes('--alla')
    ? readdirSync(ENGLISH_DIR, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ya?ml|md)$/.test(file))
        .map((file) => join(ENGLISH_DIR, file))
        .sort()
    : args.map(englishFileOfArgument);
  if (files.length === 0) {
    console.error(
      `Ange den engelska filen (eller den svenska) som är genomläst och uppdaterad, t.ex. npm run english:current -- ${englishFileOf(contentPath('pages/hem.yaml'))}`,
    );
    process.exit(1);
  }
  for (const file of files) console.log(markCurrent(file));
}
