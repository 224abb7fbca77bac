/**
 * The contact form's words in English (src/components/ContactForm, src/lib/browser/send-result.ts).
 * Each a named export rather than one object: the form's island then carries each word where it
 * is used, with no property names around it (src/i18n/ui.ts gathers them into the dictionary).
 */
const callInstead = 'Please call or email us instead.';

export const formName = 'Contact form';
export const requiredHint = 'Fields marked with * are required.';
export const firstName = 'First name';
export const lastName = 'Surname';
export const email = 'Email';
export const phone = 'Phone (optional)';
export const message = 'Which treatment or area is your question about, and what would you like to know?';
/** Under the message: "120 of 2,000 characters", the figures grouped as the prices are. */
export const counter = (length: number, max: number) =>
  `${length.toLocaleString('en-GB')} of ${max.toLocaleString('en-GB')} characters`;
/** The consent's sentence, around its link to the privacy policy (see sv/form.ts for what it covers). */
export const consentBefore = (controller: string) =>
  `I consent to ${controller} using any health information in my question, such as the treatment I ask about, only to reply to me. I can withdraw my consent at any time by contacting the clinic (see the `;
export const consentLink = 'privacy policy';
export const consentAfter = ').';
export const consentNote =
  'Your message is delivered by EmailJS, our processor in the United States, under the safeguards our privacy policy describes. If you would rather not tick the box, you can call us instead.';
/** The trap field's label (spam-guards.ts): shown to a person only if the page's CSS fails. */
export const trapLabel = 'Leave this field empty';
export const send = 'Send message';
export const sending = 'Sending…';

/** What a required field says when it is left empty, by the field's name (the form's own names). */
export const missing = {
  namn: 'Please enter your first name.',
  efternamn: 'Please enter your surname.',
  email: 'Please enter your email address.',
  beskrivning: 'Please tell us which treatment or area your question is about.',
};
export const invalidEmail = 'Please enter a valid email address, for example name@example.com.';
export const invalidPhone = 'Please write the phone number in digits, for example +46 70 123 45 67.';
export const tooLong = (max: number) => `Please keep your message to ${max} characters or fewer.`;
export const checkField = 'Please check this field.';

export const success = 'Thank you! Your message has been sent, and we will reply by email.';
export const consentMissing =
  'Please tick the box to give your consent before sending. If you would rather not, you can call us instead.';
export const slow =
  'Sending is taking longer than usual. The form is waiting for an answer and will not send again, so that your message does not arrive twice. If you would rather not wait, you can call or email us – what you have written is still here.';
/** Before every explanation of a failed send below. */
export const failurePrefix = 'Something went wrong: ';
export const trapFilled = `${failurePrefix}the message could not be sent from the form. ${callInstead} What you have written is still here, so you can copy it.`;
export const tooSoon = `The form was submitted almost as soon as the page opened, so your message was not sent. Please wait a few seconds, then press ‘${send}’ again – what you have written is still here.`;

// Why a send failed, by the service's answer (send-result.ts); each follows failurePrefix, so
// each starts in lower case.
export const notConfigured = `the form has not been fully set up on the website yet, so your message was not sent. ${callInstead}`;
export const offline = 'we could not reach the server. Please check your internet connection and try again.';
export const badSettings = `your message was not accepted because of an error in the form’s settings. ${callInstead}`;
export const blockedAddress = `messages from this email address are not accepted. ${callInstead}`;
export const refused = `the service that delivers our messages did not accept yours. ${callInstead}`;
export const serviceNotFound = `the service that delivers our messages could not be found. ${callInstead}`;
export const tooLarge = 'your message is too large to send. Please shorten the text and try again.';
export const tooOften = 'you sent a message a moment ago. Please wait a little before sending another.';
export const browserRefused = `the form cannot be sent from this browser. ${callInstead}`;
export const inboxFull = `our inbox for messages is full at the moment. ${callInstead}`;
export const serviceDown =
  'the service that delivers our messages has a temporary fault. Please try again shortly, or call or email us.';
export const unknownFailure =
  'your message could not be sent. Please try again shortly, or call or email us.';
