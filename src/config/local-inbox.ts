/**
 * Where the local inbox listens: the contact form's destination when no EmailJS account is
 * configured (see contact-form.ts). `npm start` and `npm run dev` start it beside the site.
 * Plain TypeScript with no imports, so the Node scripts can load it as is.
 */
export const LOCAL_INBOX = {
  host: '127.0.0.1',
  port: 4322,
  /** Messages, one JSON object per line; ignored by git. */
  file: 'inbox/messages.jsonl',
} as const;

export const LOCAL_INBOX_ORIGIN = `http://${LOCAL_INBOX.host}:${LOCAL_INBOX.port}`;
