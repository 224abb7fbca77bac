/**
 * How the contact form sends, from the PUBLIC_EMAILJS_* environment variables (see .env.example).
 * With none set, it sends to the local inbox the project starts itself, with placeholder keys
 * that the inbox accepts; set all three keys to send through EmailJS for real.
 */
import { localInboxOrigin } from './local-inbox';

type Env = Readonly<Record<string, string | undefined>>;

const configured = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

interface ContactFormConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The API origin requests go to: EmailJS's own, or the local inbox. */
  origin: string;
  /** E-mail addresses whose messages are refused before sending (the SDK's block list). */
  blockList: string[];
  /** Seconds before the same page may send again (the SDK's rate limit). */
  throttleSeconds: number;
  usesLocalInbox: boolean;
}

/** The configuration for an environment; the build's hosting rules use it for the CSP too. */
export function resolveContactFormConfig(env: Env): ContactFormConfig {
  const publicKey = configured(env['PUBLIC_EMAILJS_PUBLIC_KEY']);
  const serviceId = configured(env['PUBLIC_EMAILJS_SERVICE_ID']);
  const templateId = configured(env['PUBLIC_EMAILJS_TEMPLATE_ID']);
  const usesLocalInbox = !publicKey && !serviceId && !templateId;
  return {
    // Partly configured keys stay empty on purpose: the SDK then refuses with its own message,
    // which the form shows, rather than sending half-configured.
    publicKey: usesLocalInbox ? 'lokal-nyckel' : (publicKey ?? ''),
    serviceId: usesLocalInbox ? 'lokal-tjanst' : (serviceId ?? ''),
    templateId: usesLocalInbox ? 'lokal-mall' : (templateId ?? ''),
    origin: usesLocalInbox
      ? localInboxOrigin(env)
      : (configured(env['PUBLIC_EMAILJS_ORIGIN']) ?? 'https://api.emailjs.com'),
    blockList: (configured(env['PUBLIC_EMAILJS_BLOCK_LIST']) ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    throttleSeconds: 30,
    usesLocalInbox,
  };
}

export const contactFormConfig: ContactFormConfig = resolveContactFormConfig(
  import.meta.env as unknown as Env,
);
