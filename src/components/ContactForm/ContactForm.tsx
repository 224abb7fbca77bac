import { init, sendForm, type StorageProvider } from '@emailjs/browser';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CONTACT_LANGUAGE_FIELD, type ContactFieldName } from '../../config/contact-fields';
import type { UiWords } from '../../i18n/ui';
import { cx } from '../../lib/domain/class-names';
import { failureMessage, SLOW_SEND_MS, toSendFailure } from '../../lib/browser/send-result';
import { sentTooSoon } from '../../lib/browser/spam-guards';
import { useHydrated } from '../../lib/browser/use-hydrated';
import styles from './ContactForm.module.css';

/** What the form needs to send: from src/config/contact-form.ts, passed in by the page. */
export interface ContactFormSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
  blockList: readonly string[];
  throttleSeconds: number;
}

/** The form's words in one language (src/i18n/sv/form.ts and its English twin). */
export type FormWords = UiWords['form'];

/**
 * What the page's language gives the form: its words, the privacy policy's address, and, from the
 * English page only, the language field's value for the clinic (src/config/contact-fields.ts).
 * The island of each language (./sv.tsx, ./en.tsx) passes these, so it carries one language only.
 */
interface FormLanguage {
  words: FormWords;
  /** The controller the consent names: the clinic's company (clinic.yaml, legalName). */
  controller: string;
  privacyPath: string;
  languageNote?: string | undefined;
}

const MESSAGE_MAX_LENGTH = 2000;

type FieldName = ContactFieldName;

/** The fields, with the names of docs/product.md: they are the e-mail's payload. */
const fields: ReadonlyArray<{
  name: Exclude<FieldName, 'beskrivning'>;
  label: (words: FormWords) => string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'namn', label: (w) => w.firstName, type: 'text', autoComplete: 'given-name', required: true },
  { name: 'efternamn', label: (w) => w.lastName, type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: (w) => w.email, type: 'email', autoComplete: 'email', required: true },
  { name: 'telefon', label: (w) => w.phone, type: 'tel', autoComplete: 'tel', required: false },
];

/** The browser's own checks (required, type=email, pattern), with the page's words for each. */
function validationMessage(
  words: FormWords,
  name: FieldName,
  input: HTMLInputElement | HTMLTextAreaElement,
): string | undefined {
  const { validity } = input;
  if (validity.valid) return undefined;
  // The phone number is optional: it is never missing.
  if (validity.valueMissing) return name === 'telefon' ? '' : words.missing[name];
  if (validity.typeMismatch) return words.invalidEmail;
  if (validity.patternMismatch) return words.invalidPhone;
  if (validity.tooLong) return words.tooLong(MESSAGE_MAX_LENGTH);
  return words.checkField;
}

/** localStorage, or nothing where the browser refuses it: then the SDK's rate limit is off. */
function localStore<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(window.localStorage);
  } catch {
    return null;
  }
}

/**
 * Where the SDK's rate limit remembers the last send, for one send. The SDK writes the time before
 * it sends; kept aside here and stored only by recordSend() once the send has succeeded, so a
 * failed send never counts and never refuses the retry. (The SDK's own default store is dropped by
 * init(), which this form must call to set the API origin.)
 */
function rateLimitForOneSend(): { storage: StorageProvider; recordSend(): void } {
  let pending: [key: string, value: string] | undefined;
  return {
    storage: {
      get: async (key) => localStore((storage) => storage.getItem(key)),
      set: async (key, value) => {
        pending = [key, value];
      },
      remove: async (key) => {
        pending = undefined;
        localStore((storage) => storage.removeItem(key));
      },
    },
    recordSend() {
      const record = pending;
      if (record) localStore((storage) => storage.setItem(...record));
    },
  };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** No answer after SLOW_SEND_MS: the form says so and still waits; it never sends twice. */
  | { kind: 'slow' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

/**
 * The contact form (docs/product.md, The contact form): validation beside each field in the page's language, the consent rule,
 * one message per intent through EmailJS's SDK (never a second request while one is open), two
 * spam guards (src/lib/browser/spam-guards.ts), and a message for every outcome that keeps what the
 * visitor typed unless the send succeeded.
 */
export function ContactForm({
  settings,
  words,
  controller,
  privacyPath,
  languageNote,
}: { settings: ContactFormSettings } & FormLanguage) {
  // useId's ids start with an underscore; HTML ids should start with a letter.
  const id = `id${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const hydrated = useHydrated();
  /** True from the send until its answer, however late: no second request meanwhile. */
  const sendingRef = useRef(false);
  const trapRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [messageLength, setMessageLength] = useState(0);
  const [consentMissing, setConsentMissing] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // What was typed before the form ran (it hydrates a moment after the page, and not mid-typing):
  // the counter catches up with it, in the same render as the enabled send button.
  useEffect(() => setMessageLength(messageRef.current?.value.length ?? 0), []);

  /**
   * A field's error follows what is typed into it (and goes once the field is right), never its
   * blur: a blur comes with the press on the next control, and an error leaving then would move
   * that control away before the release (issue 31 §1).
   */
  const recheckOnInput = (input: HTMLInputElement | HTMLTextAreaElement) => {
    const name = input.name as FieldName;
    if (errors[name] === undefined) return;
    setErrors((current) => ({ ...current, [name]: validationMessage(words, name, input) }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click arrives before React re-renders the disabled button.
    if (sendingRef.current) return;
    const form = event.currentTarget;

    const found: Partial<Record<FieldName, string>> = {};
    let firstInvalid: HTMLInputElement | HTMLTextAreaElement | undefined;
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name]:not([type=hidden]), textarea[name]',
    )) {
      const message = validationMessage(words, element.name as FieldName, element);
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
      // The error beside the box, as its description, as a field's is: focus on the box reads it.
      setConsentMissing(true);
      setStatus({ kind: 'idle' });
      consent?.focus();
      return;
    }

    // A filled trap sends nothing. It says so in the same words as any failure, which tell a
    // script nothing, while a person whose browser filled the hidden field is not left believing
    // the message went: they read that it did not, and can copy their text to call or mail.
    if (trapRef.current?.value) {
      setStatus({ kind: 'failed', message: words.trapFilled });
      return;
    }
    // Too soon for a person: refused with words that ask for a few seconds, not held back in
    // silence, so a script that sends at once sends nothing while a (very fast) person presses
    // again and loses nothing.
    if (sentTooSoon()) {
      setStatus({ kind: 'failed', message: words.tooSoon });
      return;
    }

    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    // sendForm cannot be aborted, and an aborted request might have arrived anyway: after a while
    // the visitor is told, and the form keeps waiting for this answer rather than sending again.
    const slowTimer = window.setTimeout(() => setStatus({ kind: 'slow' }), SLOW_SEND_MS);
    const rateLimit = rateLimitForOneSend();
    try {
      init({ publicKey: settings.publicKey }, settings.origin);
      await sendForm(settings.serviceId, settings.templateId, form, {
        publicKey: settings.publicKey,
        blockHeadless: false,
        blockList: { list: [...settings.blockList], watchVariable: 'email' },
        limitRate: { id: window.location.pathname, throttle: settings.throttleSeconds * 1000 },
        storageProvider: rateLimit.storage,
      });
      rateLimit.recordSend();
      form.reset();
      setMessageLength(0);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const failure = toSendFailure(error);
      // The service's own words, for whoever debugs; the visitor reads ours.
      console.error(`Kontaktformuläret: ${failure.status} ${failure.text}`);
      setStatus({ kind: 'failed', message: failureMessage(failure, words) });
    } finally {
      window.clearTimeout(slowTimer);
      sendingRef.current = false;
    }
  }

  const describedBy = (name: FieldName, extra?: string) =>
    [errors[name] ? `${id}-${name}-fel` : undefined, extra].filter(Boolean).join(' ') || undefined;
  const sending = status.kind === 'sending' || status.kind === 'slow';

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={words.formName}>
      <p className={styles.hint}>{words.requiredHint}</p>
      <div className={styles.grid}>
        {fields.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`}>
              {field.label(words)}
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
              // an invalid pattern is silently ignored (tests/site/whole-site.test.ts compiles them all).
              pattern={field.type === 'tel' ? '[0-9+\\(\\)\\- ]{6,30}' : undefined}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              onInput={(event) => recheckOnInput(event.currentTarget)}
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
          {words.message}
          <span aria-hidden="true"> *</span>
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
          onInput={(event) => {
            setMessageLength(event.currentTarget.value.length);
            recheckOnInput(event.currentTarget);
          }}
        />
        <p id={`${id}-antal`} className={styles.counter}>
          {words.counter(messageLength, MESSAGE_MAX_LENGTH)}
        </p>
        {errors.beskrivning && (
          <p id={`${id}-beskrivning-fel`} className={styles.error}>
            {errors.beskrivning}
          </p>
        )}
      </div>
      <div className={styles.consent}>
        {/* No name on purpose: consent is a condition for sending, not part of the message. */}
        {/* Required, as the asterisk says to the eye (the form is noValidate: our messages, not
            the browser's); its error is its description. */}
        <input
          ref={consentRef}
          id={`${id}-samtycke`}
          type="checkbox"
          required
          aria-invalid={consentMissing ? true : undefined}
          aria-describedby={consentMissing ? `${id}-samtycke-fel` : undefined}
          onChange={(event) => event.currentTarget.checked && setConsentMissing(false)}
        />
        <label htmlFor={`${id}-samtycke`}>
          {words.consentBefore(controller)}
          <a href={privacyPath}>{words.consentLink}</a>
          {words.consentAfter}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      <p className={styles.hint}>{words.consentNote}</p>
      {consentMissing && (
        <p id={`${id}-samtycke-fel`} className={styles.error}>
          {words.consentMissing}
        </p>
      )}
      {/* The trap (spam-guards.ts): off screen, hidden from assistive technology, out of the tab
          order. No name, so it is never part of the message; a label and id no autofill maps to
          a kind of data, and autocomplete off, so a browser or password manager leaves it empty. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-kontroll`}>{words.trapLabel}</label>
        <input
          ref={trapRef}
          id={`${id}-kontroll`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
        />
      </div>
      {/* Sent with the fields: from the English page, the words that ask the clinic to answer in English. */}
      {languageNote && <input type="hidden" name={CONTACT_LANGUAGE_FIELD} value={languageNote} />}
      {/* While sending the button stays enabled, only marked so (aria-disabled; the ref above
          refuses a second send): a disabled button would drop the focus to the page's start. */}
      <button
        type="submit"
        className={styles.submit}
        disabled={!hydrated}
        aria-disabled={sending ? true : undefined}
      >
        {sending ? words.sending : words.send}
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
        {status.kind === 'sent' && words.success}
        {status.kind === 'slow' && words.slow}
        {status.kind === 'failed' && status.message}
      </div>
    </form>
  );
}
