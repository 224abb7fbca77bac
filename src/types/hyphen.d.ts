/** The `hyphen` package's per-language entry (hyphen/sv/index.js: Node resolves no directory import), which ships no types. */
declare module 'hyphen/sv/index.js' {
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
