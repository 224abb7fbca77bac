/**
 * The facts a clinic's content states that a test must not repeat: its name, domain, phone and
 * staff, its entries' ids, their pages' paths and old addresses. A test that types one passes
 * only while that content is shipped, so tests choose their cases from the content or the built
 * site instead
 * (decisions 0017 and 0029). Read from a content folder, never typed here: this module knows no
 * clinic. A fact the template clinic's content shares with another clinic's (the fixture's) is the
 * template's own (a page's file, an opening-hour day), not the clinic's, and is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml.ts';
import { escapeRegExp } from '../../src/schemas/regexp.ts';

export interface Fact {
  /** What kind of fact it is, for the message: "the path of an entry". */
  kind: string;
  /** The fact as the content writes it. */
  text: string;
  /** Where a test would be found naming it. */
  pattern: RegExp;
}

/** Letters, digits and the joiners of a path or an id: what may not touch a fact on either side. */
const WORD = String.raw`[\p{L}\p{N}_-]`;

/** The text where it stands alone: not inside a longer word, id or path. */
const alone = (text: string) => new RegExp(`(?<!${WORD})${escapeRegExp(text)}(?!${WORD})`, 'u');

/** An id where a test uses it as one: quoted ('ansikte'), or as a path's or file's segment (categories/ansikte.yaml). */
const asId = (id: string) => new RegExp(`(?<=['"\`/])${escapeRegExp(id)}(?=['"\`/.])`, 'u');

/** A site path, as written or as a URL encodes it ("/Hårvård", "/H%C3%A5rv%C3%A5rd"). */
const asPath = (path: string) =>
  new RegExp(
    [path, encodeURI(path)]
      .filter((text, index, all) => all.indexOf(text) === index)
      .map((text) => `(?<!${WORD})${escapeRegExp(text)}(?![\\p{L}\\p{N}_/-])`)
      .join('|'),
    'u',
  );

const files = (dir: string, extension: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extension.test(file))
    .map((file) => join(dir, file));

const read = (file: string): Record<string, unknown> =>
  (file.endsWith('.md') ? frontMatterOf(readFileSync(file, 'utf8'), file) : readContentYaml(file)) as Record<
    string,
    unknown
  >;

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? [value] : []);

/** The collections whose file names are ids other entries point at. */
const ID_FOLDERS = ['categories', 'groups', 'concerns', 'price-lists'];

/** The facts one content folder states, each once. */
function factsOf(content: string): Fact[] {
  const facts: Fact[] = [];
  const add = (kind: string, value: string, pattern: RegExp) => {
    if (!facts.some((fact) => fact.text === value)) facts.push({ kind, text: value, pattern });
  };
  for (const folder of ID_FOLDERS) {
    for (const file of files(join(content, folder), /\.yaml$/)) {
      const id = basename(file, '.yaml');
      add(`the id of an entry in ${folder}`, id, asId(id));
    }
  }
  const pageFolders = [...ID_FOLDERS, 'treatments'].flatMap((folder) => [folder, join('en', folder)]);
  for (const file of pageFolders.flatMap((folder) => files(join(content, folder), /\.(yaml|md)$/))) {
    const data = read(file);
    for (const path of text(data['path'])) add(`the path of ${relative(content, file)}`, path, asPath(path));
    const aliases = Array.isArray(data['aliases']) ? data['aliases'].flatMap(text) : [];
    for (const alias of aliases) add(`an old address of ${relative(content, file)}`, alias, asPath(alias));
  }
  const clinic = read(join(content, 'clinic.yaml'));
  const phone = (clinic['phone'] ?? {}) as Record<string, unknown>;
  const responsible = ((clinic['careProvider'] ?? {}) as Record<string, unknown>)['medicallyResponsible'] as
    Record<string, unknown> | undefined;
  for (const name of [...text(clinic['name']), ...text(responsible?.['name'])])
    add('a name', name, alone(name));
  for (const url of text(clinic['siteUrl'])) {
    const host = new URL(url).hostname;
    add('the domain', host, alone(host));
  }
  for (const email of text(clinic['email'])) add('the e-mail address', email, alone(email));
  for (const number of [...text(phone['display']), ...text(phone['e164'])]) {
    add('the phone number', number, alone(number));
  }
  const staff = readContentYaml(join(content, 'staff.yaml')) as Array<Record<string, unknown>>;
  for (const name of staff.flatMap((person) => text(person['name']))) add('a staff name', name, alone(name));
  return facts;
}

/** The facts of `content` that `other` does not share (the template's own, such as a page's file). */
export function sampleFacts(content: string, other: string): Fact[] {
  const shared = new Set(factsOf(other).map((fact) => fact.text));
  return factsOf(content).filter((fact) => !shared.has(fact.text));
}

export interface Sighting {
  file: string;
  line: number;
  fact: Fact;
  source: string;
}

/** Every line of the given files that names a fact. */
export function sightings(filesToRead: readonly string[], facts: readonly Fact[]): Sighting[] {
  return filesToRead.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((source, index) =>
        facts
          .filter((fact) => fact.pattern.test(source))
          .map((fact) => ({ file, line: index + 1, fact, source: source.trim() })),
      ),
  );
}
