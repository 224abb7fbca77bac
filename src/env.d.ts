interface ImportMetaEnv {
  readonly PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  readonly PUBLIC_EMAILJS_SERVICE_ID?: string;
  readonly PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  readonly PUBLIC_EMAILJS_ORIGIN?: string;
  /** Comma-separated e-mail addresses. */
  readonly PUBLIC_EMAILJS_BLOCK_LIST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
