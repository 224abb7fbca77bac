/**
 * The `hyphen` package's per-language entries (hyphen/sv/index.js, hyphen/en-gb/index.js: Node
 * resolves no directory import), which ship no types.
 */
declare module 'hyphen/*/index.js' {
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
