// @vitest-environment node
/**
 * What the docs ask the owner or a developer to run exists and runs on any Node: every
 * `npm run <name>` they write is a script in package.json (npm runs it with the project's own
 * Node 24, the `node` devDependency, whatever the system has), and no doc tells a reader to run a
 * TypeScript script with `node` directly, which an older system Node refuses
 * (ERR_UNKNOWN_FILE_EXTENSION). The publish workflow's own steps, which run on Node 24, are named
 * in docs/deploy.md's table beside the npm command.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const docs = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).map((f) => join('docs', f)),
]
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('the commands the docs name', () => {
  it('are npm scripts, each one that exists', () => {
    const named = docs.flatMap(({ file, text }) =>
      [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => ({ file, name: match[1]! })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(
      named.filter(({ name }) => !scripts.includes(name)).map(({ file, name }) => `${file}: ${name}`),
    ).toEqual([]);
  });

  it('never ask for `node scripts/…` outside the table of the publish workflow’s steps', () => {
    const direct = docs.flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter((line) => /`node (?:--\S+ )*scripts\//.test(line))
        // The workflow's steps (docs/deploy.md): run by GitHub on Node 24, each with its npm command.
        .filter((line) => !(file === join('docs', 'deploy.md') && line.startsWith('|')))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(direct).toEqual([]);
  });
});
