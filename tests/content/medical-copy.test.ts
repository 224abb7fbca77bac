// @vitest-environment node
/**
 * The third reading of the medical pages and the concern guide (issue 27): what an editor found
 * after the frames and the legal rules were settled, held so that it cannot return.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const CONTENT = 'src/content';
const TREATMENTS = join(CONTENT, 'treatments');

interface TreatmentFile {
  file: string;
  data: { category?: string; group?: string; summary?: string; before?: string[]; after?: string[] };
  body: string;
}

const treatments: TreatmentFile[] = readdirSync(TREATMENTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const [, front = '', body = ''] =
      /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(join(TREATMENTS, file), 'utf8')) ?? [];
    return { file, data: parse(front) as TreatmentFile['data'], body };
  });

/** The treatments whose card intro is a medical claim: injections, thread lifts and laser. */
const MEDICAL_CATEGORIES = ['injektionsbehandlingar', 'tradlyft', 'laserbehandlingar'];
const medical = treatments.filter(({ data }) => MEDICAL_CATEGORIES.includes(data.category ?? ''));

describe('medical copy, third reading (issue 27)', () => {
  it('a medical card intro that names an outcome hedges it', () => {
    // "Minskar pigmentfläckar …", "så att hudtonen blir jämn …", "linjerna blir mjukare …": the card
    // is the first thing a visitor reads, and marketing law asks that a result be stated as possible.
    const outcome =
      /(?<!\p{L})(?:blir|minskar|jämnar ut|förbättrar|stimulerar|tar bort|slätar ut|stramar upp)(?!\p{L})/iu;
    const hedge = /(?<!\p{L})(?:kan|brukar|syftar|varierar)(?!\p{L})/u;
    expect(medical.length).toBeGreaterThan(0);
    const promises = medical
      .filter(({ data }) => outcome.test(data.summary ?? '') && !hedge.test(data.summary ?? ''))
      .map(({ file, data }) => `${file}: ${data.summary}`);
    expect(promises).toEqual([]);
  });

  it('the advice about prescribed medicines reads the same on every injection and thread page', () => {
    // Six wordings on the medical pages, two of them saying "ask your doctor" and the others "tell
    // us at the consultation": one instruction, one wording (the checklists are meant to repeat).
    const regulated = treatments.filter(({ data }) =>
      ['injektionsbehandlingar', 'tradlyft'].includes(data.category ?? ''),
    );
    const advice = regulated.flatMap(({ file, data }) =>
      (data.before ?? [])
        .filter((item) => /läkemedel som .*ordiner/.test(item))
        .map((item) => ({ file, item })),
    );
    expect(advice.length).toBeGreaterThan(0);
    const wordings = new Set(advice.map(({ item }) => item));
    expect([...wordings], advice.map(({ file, item }) => `${file}: ${item}`).join('\n')).toHaveLength(1);
  });

  it('a treatment that changes a shape over time does not ask for the result to be judged at full effect', () => {
    // The jaw page said the jaw's shape changes gradually, and its aftercare said to judge the
    // result when the muscle's effect peaks at about 14 days: the visitor would judge too soon.
    const gradual = medical.filter(({ data }) => /med tiden/.test(data.summary ?? ''));
    const judgedEarly = gradual
      .filter(({ data }) => (data.after ?? []).some((item) => /full effekt.*bedöma resultatet/.test(item)))
      .map(({ file }) => file);
    expect(judgedEarly).toEqual([]);
  });

  it('no treatment, overview or concern page "works with" the skin (template voice)', () => {
    // "vill arbeta med hudens kvalitet" was the first example of template voice; a person
    // treats the skin, a laser acts on it, and a visitor wants smoother skin, not to work on it.
    const worksWith = /(?<!\p{L})arbet(?:a|ar) med (?:hud|fina linjer|hudens|hudytan)/iu;
    const groups = readdirSync(join(CONTENT, 'groups')).map((file) => join(CONTENT, 'groups', file));
    const concerns = readdirSync(join(CONTENT, 'concerns')).map((file) => join(CONTENT, 'concerns', file));
    const offenders = [
      ...treatments
        .filter(({ data, body }) => worksWith.test(`${JSON.stringify(data)}\n${body}`))
        .map(({ file }) => file),
      ...[...groups, ...concerns].filter((path) => worksWith.test(readFileSync(path, 'utf8'))),
    ];
    expect(offenders).toEqual([]);
  });
});
