// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every CSS Module under src/. */
function cssModules(dir = 'src'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => join(dir, file));
}

const RAW_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![-\w])(?:white|black)(?![-\w])/i;

describe('tokens.css: components use the colour tokens only', () => {
  it('no CSS Module writes a raw colour', () => {
    const found = cssModules().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.replace(/\/\*.*?\*\//g, ''), where: `${file}:${index + 1}` }))
        .filter(({ line }) => RAW_COLOUR.test(line))
        .map(({ line, where }) => `${where}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});

describe('tokens.css: the headings’ stand-in faces', () => {
  it('a first visit’s heading font names every stand-in face of fallback-fonts.css, in its order', () => {
    const faces = [
      ...readFileSync('src/styles/fallback-fonts.css', 'utf8').matchAll(/font-family: '([^']+)'/g),
    ].map(([, name]) => name);
    const standIns = /--font-stand-ins:\s*([^;]+);/.exec(readFileSync('src/styles/tokens.css', 'utf8'))![1]!;
    const named = [...standIns.matchAll(/'([^']+)'/g)].map(([, name]) => name);
    expect(faces).toHaveLength(3);
    expect(named).toEqual(faces);
  });
});
