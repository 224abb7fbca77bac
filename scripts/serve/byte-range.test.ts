import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

/** Each header as nginx 1.22 answered it for a file of 20 bytes (the cases of byte-range.ts). */
const NGINX_ANSWERS: ReadonlyArray<[header: string | undefined, answer: string]> = [
  [undefined, '200'],
  ['items=0-5', '200'],
  ['bytes=', '200'],
  ['bytes=10-5', '416'],
  ['bytes=5-1', '416'],
  ['bytes=0-18446744073709551616', '416'],
  ['bytes=99999999999999999999-', '416'],
  ['bytes=9223372036854775808-', '416'],
  ['bytes=9223372036854775807-', '416'],
  ['bytes=20-', '416'],
  ['bytes=25-30', '416'],
  ['bytes=abc', '416'],
  ['bytes=5', '416'],
  ['bytes=-', '416'],
  ['bytes=-0', '416'],
  ['bytes=0-1,abc', '416'],
  ['bytes=-5', '15-19'],
  ['bytes=-100', '0-19'],
  ['bytes=5-', '5-19'],
  ['bytes=0-0', '0-0'],
  ['bytes=15-100', '15-19'],
  ['bytes=0-9223372036854775807', '0-19'],
  ['bytes= 2-3', '2-3'],
  ['Bytes=0-1', '0-1'],
  ['BYTES=2-3', '2-3'],
  ['bytes=0-1,30-40', '0-1'],
  ['bytes=0-1,3-4', '0-1,3-4'],
  ['bytes=1-2, 5-6', '1-2,5-6'],
  // More bytes than the file holds, overlapping: nginx sends the whole file.
  ['bytes=0-15,5-19', '200'],
];

const shown = (answer: ReturnType<typeof byteRange>) =>
  answer.kind === 'whole'
    ? '200'
    : answer.kind === 'unsatisfiable'
      ? '416'
      : answer.ranges.map(({ start, end }) => `${start}-${end}`).join(',');

describe('byteRange (a Range header read as nginx reads it)', () => {
  it.each(NGINX_ANSWERS)('%s: %s', (header, answer) => {
    expect(shown(byteRange(header, 20))).toBe(answer);
  });

  it('sends an empty file whole, whatever the range', () => {
    for (const header of ['bytes=0-', 'bytes=-5', 'bytes=0-0'])
      expect(byteRange(header, 0)).toEqual({ kind: 'whole' });
  });
});
