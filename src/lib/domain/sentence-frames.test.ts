/**
 * Template frames: a run of five words that more than three pages share. The content rule that
 * every build runs (src/lib/build/content-rules/copy.ts) asks it of the catalogue's prose.
 */
import { describe, expect, it } from 'vitest';
import { framesOf, repeatedFrames, sentencesOf } from './sentence-frames';

describe('template frames', () => {
  it('finds a frame that four pages share, and not one that three share', () => {
    const page = (name: string, text: string) => ({ page: name, texts: [text] });
    const frame = 'för dig som vill arbeta med hudens kvalitet';
    const pages = ['peeling', 'bastu', 'ljusbad', 'sockring'].map((name) =>
      page(name, `En ${name} ${frame}.`),
    );
    expect(repeatedFrames(pages).map((r) => r.frame)).toContain('vill arbeta med hudens kvalitet');
    expect(repeatedFrames(pages.slice(0, 3))).toEqual([]);
    expect(repeatedFrames(pages, { allowed: [frame] })).toEqual([]);
  });

  it('reads sentences and words as a reader does: a frame never spans two sentences', () => {
    expect(sentencesOf('Huden blir röd. Det går över!\nKontakta oss.')).toEqual([
      'Huden blir röd.',
      'Det går över!',
      'Kontakta oss.',
    ]);
    expect(framesOf('Ett två tre. Fyra fem sex sju åtta.')).toEqual(new Set(['fyra fem sex sju åtta']));
    expect(framesOf('Håller i 3–6 veckor, för det mesta.')).toContain('håller i 3–6 veckor för');
  });
});
