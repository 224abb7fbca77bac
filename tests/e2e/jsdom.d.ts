/**
 * The little of jsdom the editor test uses to read rebuilt pages (jsdom ships no types and the
 * project has no @types/jsdom): a document parsed from an HTML string.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
