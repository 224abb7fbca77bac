interface ImportMetaEnv {
  readonly PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  readonly PUBLIC_EMAILJS_SERVICE_ID?: string;
  readonly PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  readonly PUBLIC_EMAILJS_ORIGIN?: string;
  /** Comma-separated e-mail addresses. */
  readonly PUBLIC_EMAILJS_BLOCK_LIST?: string;
  /** The local inbox's port when no EmailJS keys are set (default 4322; the tests pick a free one). */
  readonly PUBLIC_LOCAL_INBOX_PORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate a moment after the load event (src/delivery/after-load/directive.ts). */
    'client:afterload'?: boolean;
  }
}
