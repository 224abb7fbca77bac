import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import * as englishWords from '../../i18n/en/form';
import * as swedishWords from '../../i18n/sv/form';
import type { UiWords } from '../../i18n/ui';
import { failureMessage, toSendFailure } from './send-result';

describe('toSendFailure', () => {
  it('keeps the status and text of the SDK\u2019s answers', () => {
    expect(toSendFailure(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({
      status: 429,
      text: 'Too Many Requests',
    });
  });

  it('turns a lost connection into 0 Network Error', () => {
    expect(toSendFailure(new TypeError('Failed to fetch'))).toEqual({ status: 0, text: 'Network Error' });
  });
});

const message = (error: unknown, words: UiWords['form'] = swedishWords) =>
  failureMessage(toSendFailure(error), words);
const CALL = 'Ring eller mejla oss i stället.';

describe('failureMessage: the prefix of docs/product.md, then our Swedish words for every outcome', () => {
  it.each([
    [
      'no connection',
      new TypeError('Failed to fetch'),
      'Något gick fel: Det gick inte att nå servern. Kontrollera din internetanslutning och försök igen.',
    ],
    [
      '400 from the service',
      new EmailJSResponseStatus(400, 'The service_id parameter is required'),
      `Något gick fel: Meddelandet togs inte emot på grund av ett fel i formulärets inställningar. ${CALL}`,
    ],
    [
      '403 Forbidden (the block list)',
      new EmailJSResponseStatus(403, 'Forbidden'),
      `Något gick fel: Meddelanden från den här e-postadressen tas inte emot. ${CALL}`,
    ],
    [
      '403 from the service itself',
      new EmailJSResponseStatus(
        403,
        'Den lokala inkorgen tar bara emot meddelanden från sidor på den här datorn.',
      ),
      `Något gick fel: Tjänsten som skickar meddelanden tog inte emot det. ${CALL}`,
    ],
    [
      '404',
      new EmailJSResponseStatus(404, 'Not Found'),
      `Något gick fel: Tjänsten som skickar meddelanden hittades inte. ${CALL}`,
    ],
    [
      '413',
      new EmailJSResponseStatus(413, 'Payload Too Large'),
      'Något gick fel: Meddelandet är för stort för att skickas. Korta texten och försök igen.',
    ],
    [
      '429 Too Many Requests',
      new EmailJSResponseStatus(429, 'Too Many Requests'),
      'Något gick fel: Du skickade nyss ett meddelande. Vänta en stund innan du skickar igen.',
    ],
    [
      '451 headless browser',
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
      `Något gick fel: Formuläret kan inte skickas från den här webbläsaren. ${CALL}`,
    ],
    [
      '500 with an HTML page',
      new EmailJSResponseStatus(
        500,
        '<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>',
      ),
      'Något gick fel: Tjänsten som skickar meddelanden har ett tillfälligt fel. Försök igen om en stund, eller ring eller mejla oss.',
    ],
    [
      '503',
      new EmailJSResponseStatus(503, 'Service Unavailable'),
      'Något gick fel: Tjänsten som skickar meddelanden har ett tillfälligt fel. Försök igen om en stund, eller ring eller mejla oss.',
    ],
    [
      '507 (the local inbox is full)',
      new EmailJSResponseStatus(507, 'Inkorgen är full.'),
      `Något gick fel: Inkorgen för meddelanden är full just nu. ${CALL}`,
    ],
    [
      'the SDK\u2019s missing public key',
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      `Något gick fel: Formuläret är inte färdigt inställt på webbplatsen, så meddelandet skickades inte. ${CALL}`,
    ],
    [
      'the SDK\u2019s missing template ID',
      'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
      `Något gick fel: Formuläret är inte färdigt inställt på webbplatsen, så meddelandet skickades inte. ${CALL}`,
    ],
    [
      'an unknown status',
      new EmailJSResponseStatus(418, "I'm a teapot"),
      'Något gick fel: Meddelandet kunde inte skickas. Försök igen om en stund, eller ring eller mejla oss.',
    ],
    [
      'nothing at all',
      undefined,
      `Något gick fel: Formuläret är inte färdigt inställt på webbplatsen, så meddelandet skickades inte. ${CALL}`,
    ],
  ])('%s', (_case, error, expected) => {
    expect(message(error)).toBe(expected);
  });

  it('never shows the service\u2019s own text, HTML or English', () => {
    for (const [status, text] of [
      [0, 'Network Error'],
      [400, 'The service_id parameter is required'],
      [429, 'Too Many Requests'],
      [500, '<html><body>Internal Server Error</body></html>'],
      [502, 'Bad Gateway'],
    ] as const) {
      const shown = message(new EmailJSResponseStatus(status, text));
      expect(shown).not.toContain(text);
      expect(shown).not.toMatch(/[<>]|Error|Request|required|Gateway/);
    }
  });

  it('says the same in English on the English page: the English words of the same outcome', () => {
    const outcomes = (Object.keys(swedishWords) as Array<keyof typeof swedishWords>).filter(
      (key) => typeof swedishWords[key] === 'string',
    );
    for (const status of [0, 400, 401, 403, 404, 413, 429, 451, 500, 507, 418]) {
      const error = new EmailJSResponseStatus(status, 'Forbidden');
      const swedish = message(error);
      const outcome = outcomes.find((key) => swedish === `${swedishWords.failurePrefix}${swedishWords[key]}`);
      expect(outcome, `${status}`).toBeDefined();
      expect(message(error, englishWords)).toBe(
        `${englishWords.failurePrefix}${englishWords[outcome!] as string}`,
      );
    }
  });
});
