/**
 * What the contact form tells a visitor after a send (docs/product.md), in Swedish. The SDK rejects with
 * { status, text } (its EmailJSResponseStatus), with a plain string when keys are missing, and
 * fetch itself with a TypeError when there is no connection: all become one shape here.
 *
 * The visitor sees the fixed prefix "Något gick fel: " and then our own Swedish words for the
 * status, never the service's text: that is English ("Too Many Requests") or even a server's
 * HTML error page. The raw text goes to the browser console for whoever debugs.
 */
interface SendFailure {
  status: number;
  text: string;
}

export const SUCCESS_MESSAGE = 'Tack! Ditt meddelande har skickats.';
export const CONSENT_MESSAGE = 'Du måste godkänna vår integritetspolicy innan du skickar formuläret.';
const FAILURE_PREFIX = 'Något gick fel: ';

/** The send button's words, which the messages below refer to. */
export const SEND_LABEL = 'Skicka meddelande';
export const SENDING_LABEL = 'Skickar …';

/**
 * After this long without an answer the visitor is told so. The form still waits for that answer
 * and never sends a second time meanwhile: the SDK's request cannot be aborted, and even an
 * aborted request may already have reached the service, so a retry could deliver twice.
 */
export const SLOW_SEND_MS = 15_000;
export const SLOW_MESSAGE =
  'Det tar längre tid än vanligt att skicka. Formuläret väntar på svar och skickar inte en gång till, så att meddelandet inte kommer fram två gånger. Vill du inte vänta kan du ringa eller mejla oss – det du har skrivit finns kvar.';

const CALL_INSTEAD = 'Ring eller mejla oss i stället.';

/**
 * The trap field was filled (src/lib/browser/spam-guards.ts). A script learns nothing from these words;
 * a person whose browser filled the hidden field learns that nothing was sent and what to do.
 */
export const TRAP_MESSAGE = `${FAILURE_PREFIX}Meddelandet kunde inte skickas från formuläret. ${CALL_INSTEAD} Det du har skrivit finns kvar, så att du kan kopiera det.`;

/** Sent sooner after the page opened than a person could (src/lib/browser/spam-guards.ts). */
export const TOO_SOON_MESSAGE = `Formuläret skickades nästan direkt efter att sidan öppnades, så meddelandet gick inte iväg. Vänta några sekunder och tryck sedan på ${SEND_LABEL} igen – det du har skrivit finns kvar.`;

/** Status of a failure the SDK threw before sending (a missing key, a bad option). */
const NOT_SENT_STATUS = -1;

export function toSendFailure(error: unknown): SendFailure {
  if (typeof error === 'string') return { status: NOT_SENT_STATUS, text: error };
  if (error instanceof TypeError) return { status: 0, text: 'Network Error' };
  if (error && typeof error === 'object' && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      text: typeof text === 'string' ? text : '',
    };
  }
  if (error instanceof Error) return { status: NOT_SENT_STATUS, text: error.message };
  return { status: NOT_SENT_STATUS, text: '' };
}

/** Our Swedish words for each outcome; the service's own text never reaches the visitor. */
function explain({ status, text }: SendFailure): string {
  if (status === NOT_SENT_STATUS) {
    return `Formuläret är inte färdigt inställt på webbplatsen, så meddelandet skickades inte. ${CALL_INSTEAD}`;
  }
  if (status === 0)
    return 'Det gick inte att nå servern. Kontrollera din internetanslutning och försök igen.';
  if (status === 400)
    return `Meddelandet togs inte emot på grund av ett fel i formulärets inställningar. ${CALL_INSTEAD}`;
  if (status === 403 && text === 'Forbidden') {
    // The SDK's block list: the only 403 that is about the visitor's own address.
    return `Meddelanden från den här e-postadressen tas inte emot. ${CALL_INSTEAD}`;
  }
  if (status === 401 || status === 403)
    return `Tjänsten som skickar meddelanden tog inte emot det. ${CALL_INSTEAD}`;
  if (status === 404) return `Tjänsten som skickar meddelanden hittades inte. ${CALL_INSTEAD}`;
  if (status === 413) return 'Meddelandet är för stort för att skickas. Korta texten och försök igen.';
  if (status === 429) return 'Du skickade nyss ett meddelande. Vänta en stund innan du skickar igen.';
  if (status === 451) return `Formuläret kan inte skickas från den här webbläsaren. ${CALL_INSTEAD}`;
  if (status === 507) return `Inkorgen för meddelanden är full just nu. ${CALL_INSTEAD}`;
  if (status >= 500) {
    return 'Tjänsten som skickar meddelanden har ett tillfälligt fel. Försök igen om en stund, eller ring eller mejla oss.';
  }
  return 'Meddelandet kunde inte skickas. Försök igen om en stund, eller ring eller mejla oss.';
}

/** "Något gick fel: <Swedish explanation>" */
export function failureMessage(failure: SendFailure): string {
  return `${FAILURE_PREFIX}${explain(failure)}`;
}
