import { describe, expect, it } from 'vitest';
import { markWordsInEnglish } from './words-in-english';

const swedishPage = (body: string, head = '<title>Tear trough</title>') =>
  `<!doctype html><html lang="sv"><head>${head}</head><body>${body}</body></html>`;

describe('markWordsInEnglish', () => {
  it('wraps each listed term in the text of a Swedish page, whatever its case', () => {
    const html = swedishPage('<h1>Fillers under ögonen (tear trough)</h1><p>Tear Trough är fåran.</p>');
    expect(markWordsInEnglish(html, ['tear trough'])).toBe(
      swedishPage(
        '<h1>Fillers under ögonen (<span lang="en">tear trough</span>)</h1><p><span lang="en">Tear Trough</span> är fåran.</p>',
      ),
    );
  });

  it('matches whole words only, and across a line break inside the term', () => {
    const html = swedishPage('<p>flipflop, lip\nflip-behandling</p>');
    expect(markWordsInEnglish(html, ['lip flip', 'flip'])).toBe(
      swedishPage('<p>flipflop, <span lang="en">lip\nflip</span>-behandling</p>'),
    );
  });

  it('leaves attributes, the head, scripts, options and text in another language as they are', () => {
    const body =
      '<a href="/x" title="lip flip" aria-label="lip flip">x</a><script>"lip flip"</script>' +
      '<select><option>lip flip</option></select><p lang="en">A lip flip</p>';
    const html = swedishPage(body, '<title>lip flip</title><meta name="description" content="lip flip">');
    expect(markWordsInEnglish(html, ['lip flip'])).toBe(html);
  });

  it('leaves an English page and an empty list alone', () => {
    const english = '<!doctype html><html lang="en"><head></head><body><p>lip flip</p></body></html>';
    expect(markWordsInEnglish(english, ['lip flip'])).toBe(english);
    const swedish = swedishPage('<p>lip flip</p>');
    expect(markWordsInEnglish(swedish, [])).toBe(swedish);
  });

  it('finds a term that a long heading hyphenates softly', () => {
    const html = swedishPage('<h2>Mid\u00adcheek och mid&shy;face</h2>');
    expect(markWordsInEnglish(html, ['midcheek', 'midface'])).toBe(
      swedishPage('<h2><span lang="en">Mid\u00adcheek</span> och <span lang="en">mid&shy;face</span></h2>'),
    );
  });

  it('keeps entities and every other byte of the page', () => {
    const html = swedishPage('<p>Före &amp; efter: bunny&nbsp;lines och bunny lines.</p>');
    expect(markWordsInEnglish(html, ['bunny lines'])).toBe(
      swedishPage(
        '<p>Före &amp; efter: <span lang="en">bunny&nbsp;lines</span> och <span lang="en">bunny lines</span>.</p>',
      ),
    );
  });
});
