import { init, sendForm, type StorageProvider } from '@emailjs/browser';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { ContactFieldName } from '../../config/contact-fields';
import { mainPages } from '../../config/routes';
import { cx } from '../../lib/class-names';
import {
  CONSENT_MESSAGE,
  failureMessage,
  SLOW_MESSAGE,
  SLOW_SEND_MS,
  SUCCESS_MESSAGE,
  toSendFailure,
} from '../../lib/send-result';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './ContactForm.module.css';

/** What the form needs to send: from src/config/contact-form.ts, passed in by the page. */
interface ContactFormSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
  blockList: readonly string[];
  throttleSeconds: number;
}

const MESSAGE_MAX_LENGTH = 2000;

type FieldName = ContactFieldName;

/** The fields, with the names the spec gives: they are the e-mail's payload. */
const fields: ReadonlyArray<{
  name: Exclude<FieldName, 'beskrivning'>;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'namn', label: 'Förnamn', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'efternamn', label: 'Efternamn', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'E-post', type: 'email', autoComplete: 'email', required: true },
  { name: 'telefon', label: 'Telefon (frivilligt)', type: 'tel', autoComplete: 'tel', required: false },
];

const missingMessages: Record<FieldName, string> = {
  namn: 'Fyll i ditt förnamn.',
  efternamn: 'Fyll i ditt efternamn.',
  email: 'Fyll i din e-postadress.',
  telefon: '',
  beskrivning: 'Skriv vad du vill ha hjälp med.',
};

/** The browser's own checks (required, type=email, pattern), with Swedish words for each. */
function validationMessage(
  name: FieldName,
  input: HTMLInputElement | HTMLTextAreaElement,
): string | undefined {
  const { validity } = input;
  if (validity.valid) return undefined;
  if (validity.valueMissing) return missingMessages[name];
  if (validity.typeMismatch) return 'Skriv en giltig e-postadress, till exempel namn@exempel.se.';
  if (validity.patternMismatch) return 'Skriv telefonnumret med siffror, till exempel 070-123 45 67.';
  if (validity.tooLong) return `Meddelandet får vara högst ${MESSAGE_MAX_LENGTH} tecken.`;
  return 'Kontrollera fältet.';
}

/**
 * Where the SDK's rate limit remembers the last send. The SDK's own default is dropped by init(),
 * which this form must call to set the API origin, so the same localStorage store is given here.
 */
const rateLimitStorage: StorageProvider = {
  get: async (key) => window.localStorage.getItem(key),
  set: async (key, value) => window.localStorage.setItem(key, value),
  remove: async (key) => window.localStorage.removeItem(key),
};

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** No answer after SLOW_SEND_MS: the visitor may wait or send again. */
  | { kind: 'slow' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

/**
 * The contact form (SPEC §3, §5, §7, §8): Swedish validation beside each field, the consent rule,
 * one send per click through EmailJS's SDK, and a message for every outcome that keeps what the
 * visitor typed unless the send succeeded.
 */
export function ContactForm({ settings }: { settings: ContactFormSettings }) {
  // useId's ids start with an underscore; HTML ids should start with a letter.
  const id = `id${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const hydrated = useHydrated();
  const sendingRef = useRef(false);
  /** Counts sends, so an answer that arrives after a newer send started is recognised as late. */
  const attemptRef = useRef(0);
  const consentRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [messageLength, setMessageLength] = useState(0);
  const [consentMissing, setConsentMissing] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // What was typed before the form ran (it hydrates a moment after the page, and not mid-typing):
  // the counter catches up with it, in the same render as the enabled send button.
  useEffect(() => setMessageLength(messageRef.current?.value.length ?? 0), []);

  const checkField = (input: HTMLInputElement | HTMLTextAreaElement) => {
    const name = input.name as FieldName;
    setErrors((current) => ({ ...current, [name]: validationMessage(name, input) }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click arrives before React re-renders the disabled button.
    if (sendingRef.current) return;
    const form = event.currentTarget;

    const found: Partial<Record<FieldName, string>> = {};
    let firstInvalid: HTMLInputElement | HTMLTextAreaElement | undefined;
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name], textarea[name]',
    )) {
      const message = validationMessage(element.name as FieldName, element);
      if (message) {
        found[element.name as FieldName] = message;
        firstInvalid ??= element;
      }
    }
    setErrors(found);
    if (firstInvalid) {
      setStatus({ kind: 'idle' });
      firstInvalid.focus();
      return;
    }

    const consent = consentRef.current;
    if (!consent?.checked) {
      setConsentMissing(true);
      setStatus({ kind: 'failed', message: CONSENT_MESSAGE });
      consent?.focus();
      return;
    }

    sendingRef.current = true;
    const attempt = (attemptRef.current += 1);
    setStatus({ kind: 'sending' });
    // sendForm cannot be aborted: after a while the visitor may send again, and this send's
    // answer, should it still come, is handled below.
    const slowTimer = window.setTimeout(() => {
      if (attemptRef.current !== attempt) return;
      sendingRef.current = false;
      // The SDK recorded this send for its throttle; a retry of a send that never answered must not be refused.
      void rateLimitStorage.remove(window.location.pathname);
      setStatus({ kind: 'slow' });
    }, SLOW_SEND_MS);
    try {
      init({ publicKey: settings.publicKey }, settings.origin);
      await sendForm(settings.serviceId, settings.templateId, form, {
        publicKey: settings.publicKey,
        blockHeadless: false,
        blockList: { list: [...settings.blockList], watchVariable: 'email' },
        limitRate: { id: window.location.pathname, throttle: settings.throttleSeconds * 1000 },
        storageProvider: rateLimitStorage,
      });
      // Any send that succeeds, even a late one, delivered the message: answers still pending are moot.
      attemptRef.current += 1;
      sendingRef.current = false;
      form.reset();
      setMessageLength(0);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const failure = toSendFailure(error);
      // The service's own words, for whoever debugs; the visitor reads ours.
      console.error(`Kontaktformuläret: ${failure.status} ${failure.text}`);
      if (attemptRef.current === attempt) {
        sendingRef.current = false;
        setStatus({ kind: 'failed', message: failureMessage(failure) });
      }
    } finally {
      window.clearTimeout(slowTimer);
    }
  }

  const describedBy = (name: FieldName, extra?: string) =>
    [errors[name] ? `${id}-${name}-fel` : undefined, extra].filter(Boolean).join(' ') || undefined;
  const sending = status.kind === 'sending';

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Kontaktformulär">
      <p className={styles.hint}>Fält markerade med * måste fyllas i.</p>
      <div className={styles.grid}>
        {fields.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`}>
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.type === 'tel' ? 30 : 120}
              // Browsers compile `pattern` with the `v` flag, where ( ) and - must be escaped in a class;
              // an invalid pattern is silently ignored (tests/e2e/whole-site.spec.ts compiles them all).
              pattern={field.type === 'tel' ? '[0-9+\\(\\)\\- ]{6,30}' : undefined}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              onBlur={(event) => errors[field.name] !== undefined && checkField(event.currentTarget)}
            />
            {errors[field.name] && (
              <p id={`${id}-${field.name}-fel`} className={styles.error}>
                {errors[field.name]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-beskrivning`}>
          Vad vill du ha hjälp med?<span aria-hidden="true"> *</span>
        </label>
        <textarea
          ref={messageRef}
          id={`${id}-beskrivning`}
          name="beskrivning"
          rows={6}
          required
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={errors.beskrivning ? true : undefined}
          aria-describedby={describedBy('beskrivning', `${id}-antal`)}
          onInput={(event) => setMessageLength(event.currentTarget.value.length)}
          onBlur={(event) => errors.beskrivning !== undefined && checkField(event.currentTarget)}
        />
        <p id={`${id}-antal`} className={styles.counter}>
          {messageLength} av {MESSAGE_MAX_LENGTH} tecken
        </p>
        {errors.beskrivning && (
          <p id={`${id}-beskrivning-fel`} className={styles.error}>
            {errors.beskrivning}
          </p>
        )}
      </div>
      <div className={styles.consent}>
        {/* No name on purpose: consent is a condition for sending, not part of the message. */}
        <input
          ref={consentRef}
          id={`${id}-samtycke`}
          type="checkbox"
          aria-invalid={consentMissing ? true : undefined}
          onChange={(event) => event.currentTarget.checked && setConsentMissing(false)}
        />
        <label htmlFor={`${id}-samtycke`}>
          Jag godkänner att kliniken behandlar mina uppgifter enligt{' '}
          <a href={mainPages.privacy.path}>integritetspolicyn</a> för att kunna svara mig.
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      <button type="submit" className={styles.submit} disabled={!hydrated || sending}>
        {sending ? 'Skickar …' : 'Skicka meddelande'}
      </button>
      <div
        className={cx(
          styles.status,
          status.kind === 'sent' && styles.success,
          status.kind === 'failed' && styles.failure,
        )}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {status.kind === 'sent' && SUCCESS_MESSAGE}
        {status.kind === 'slow' && SLOW_MESSAGE}
        {status.kind === 'failed' && status.message}
      </div>
    </form>
  );
}
