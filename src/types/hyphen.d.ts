/** The `hyphen` package's per-language entry (hyphen/sv), which ships no types. */
declare module 'hyphen/sv' {
  interface HyphenOptions {
    hyphenChar?: string;
    minWordLength?: number;
    exceptions?: string[];
    html?: boolean;
  }
  const hyphen: {
    hyphenateSync(text: string, options?: HyphenOptions): string;
  };
  export default hyphen;
}
