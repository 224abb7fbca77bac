// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every package the code imports is declared in package.json with an exact version: one that
 * only arrives as another package's dependency can vanish or change with that package.
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro|mjs|js)$/.test(file))
    .map((file) => join(dir, file));
}

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

describe('package.json', () => {
  it('declares every package the code imports, pinned', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('tests')].concat(
      readdirSync('.').filter((file) => /\.(ts|mjs|js)$/.test(file)),
    );
    const undeclared = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of code.matchAll(
        /\bfrom\s+'([^'.][^']*)'|\bimport\(\s*'([^'.][^']*)'\s*\)/g,
      )) {
        if (specifier === '' || specifier.startsWith('node:') || /^(astro|virtual):/.test(specifier))
          continue;
        const name = packageOf(specifier);
        if (builtinModules.includes(name) || name === 'astro:content') continue;
        if (!(name in declared)) undeclared.add(`${name} (${file})`);
      }
    }
    expect([...undeclared]).toEqual([]);
    expect(Object.entries(declared).filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version))).toEqual([]);
  });
});

describe('exports', () => {
  it('every named export is used somewhere else (tests count)', () => {
    const files = [
      ...sourceFiles('src'),
      ...sourceFiles('scripts'),
      ...sourceFiles('tests'),
      ...readdirSync('.').filter((file) => /\.(ts|mjs)$/.test(file)),
    ];
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    // Astro reads these by convention: page routes' exports and the content collections.
    const byFramework = (file: string) =>
      file.startsWith(join('src', 'pages')) || file === join('src', 'content.config.ts');
    const unused: string[] = [];
    for (const [file, code] of texts) {
      if (/\.test\.tsx?$/.test(file) || file.startsWith('tests') || byFramework(file)) continue;
      for (const [, name = ''] of code.matchAll(
        /\bexport (?:async )?(?:const|function|type|interface|class|let) (\w+)/g,
      )) {
        const used = [...texts].some(
          ([other, text]) => other !== file && new RegExp(`\\b${name}\\b`).test(text),
        );
        if (!used) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
