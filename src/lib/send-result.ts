/**
 * What the contact form tells a visitor after a send (SPEC §8), in Swedish. The SDK rejects with
 * { status, text } (its EmailJSResponseStatus), with a plain string when keys are missing, and
 * fetch itself with a TypeError when there is no connection: all become one shape here.
 */
export interface SendFailure {
  status: number;
  text: string;
}

export const SUCCESS_MESSAGE = 'Tack! Ditt meddelande har skickats.';
export const CONSENT_MESSAGE = 'Du måste godkänna vår integritetspolicy innan du skickar formuläret.';

export function toSendFailure(error: unknown): SendFailure {
  if (typeof error === 'string') return { status: -1, text: error };
  if (error instanceof TypeError) return { status: 0, text: 'Network Error' };
  if (error && typeof error === 'object' && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      text: typeof text === 'string' && text !== '' ? text : 'Okänt fel',
    };
  }
  if (error instanceof Error && error.message) return { status: -1, text: error.message };
  return { status: -1, text: 'Okänt fel' };
}

/** A short Swedish explanation after the provider's own text. */
export function explain(failure: SendFailure): string {
  switch (failure.status) {
    case 0:
      return 'Det gick inte att nå servern. Kontrollera din internetanslutning och försök igen.';
    case 403:
      return 'Meddelanden från den här e-postadressen tas inte emot. Ring eller mejla oss i stället.';
    case 429:
      return 'Du skickade nyss ett meddelande. Vänta en stund innan du skickar igen.';
    case 451:
      return 'Formuläret kan inte skickas från den här webbläsaren. Ring eller mejla oss i stället.';
    default:
      return 'Försök igen om en stund, eller ring eller mejla oss.';
  }
}

/** "Något gick fel: <text>. <explanation>" */
export function failureMessage(failure: SendFailure): string {
  return `Något gick fel: ${failure.text}. ${explain(failure)}`;
}
