/**
 * A request's Range header read the way nginx reads it (ngx_http_range_filter_module), so that
 * `npm start` answers a range as the host does: measured against nginx 1.22 on the same files
 * (scripts/serve/byte-range.test.ts lists the cases).
 *
 * - no header, a unit other than "bytes", "bytes=" with nothing after it, or an empty file: the
 *   whole file (200);
 * - any malformed part, a number past 2^63 − 1, or no range that starts inside the file: 416;
 * - a suffix ("bytes=-5") is the file's last bytes; an end past the file is the file's end;
 * - ranges that together ask for more bytes than the file holds: the whole file, as nginx does.
 *
 * Why not the `range-parser` package (express, send): it answers "bytes=abc" and
 * "bytes=0-18446744073709551616" with the whole file or a clamped range, where nginx says 416.
 */

interface Range {
  /** First byte, counted from 0. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

type RangeAnswer =
  { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'ranges'; ranges: readonly Range[] };

/** The largest offset nginx reads (off_t): a longer number is refused, never rounded. */
const MAX_OFFSET = 2n ** 63n - 1n;

const WHOLE = { kind: 'whole' } as const;
const UNSATISFIABLE = { kind: 'unsatisfiable' } as const;

/** One "first-last", "first-" or "-suffix" of the header, or undefined when malformed. */
function parseSpec(spec: string, size: number): Range | null | undefined {
  const match = /^ *(\d*) *- *(\d*) *$/.exec(spec);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  const [start, end] = [first, last].map((digits) => (digits === '' ? undefined : BigInt(digits)));
  if ((start ?? 0n) > MAX_OFFSET || (end ?? 0n) > MAX_OFFSET) return undefined;
  const length = BigInt(size);
  if (start === undefined) {
    // The last `end` bytes; "-0" asks for none.
    const from = end! < length ? length - end! : 0n;
    return end === 0n ? null : { start: Number(from), end: size - 1 };
  }
  const to = end === undefined || end >= length ? length - 1n : end;
  // A range that starts past the file or ends before it starts asks for nothing.
  return start <= to ? { start: Number(start), end: Number(to) } : null;
}

/** What a request with this Range header gets for a file of `size` bytes. */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined || !/^bytes=/i.test(header) || size === 0) return WHOLE;
  const specs = header.slice('bytes='.length);
  if (specs === '') return WHOLE;
  const ranges: Range[] = [];
  for (const spec of specs.split(',')) {
    const range = parseSpec(spec, size);
    if (range === undefined) return UNSATISFIABLE;
    if (range) ranges.push(range);
  }
  if (ranges.length === 0) return UNSATISFIABLE;
  const asked = ranges.reduce((sum, { start, end }) => sum + end - start + 1, 0);
  return asked > size ? WHOLE : { kind: 'ranges', ranges };
}
