/**
 * The contact form's one required box: the explicit consent to what the message may reveal about
 * health (GDPR art. 9.2 a, the strict reading: docs/contact-form.md),
 * and said to be withdrawable before it is given (art. 7.3), with the privacy policy linked.
 */
import { describe, expect, it } from 'vitest';
import { clinicIn } from '../config/clinic';
import { uiWords } from './ui';

const HEALTH = /hälsa|health/iu;
const WITHDRAW = /ta tillbaka|återkalla|withdraw/iu;

describe.each(['sv', 'en'] as const)('the consent box (%s)', (lang) => {
  const { form } = uiWords(lang);
  const controller = clinicIn(lang).clinic.legalName;
  const label = `${form.consentBefore(controller)}${form.consentLink}${form.consentAfter}`;
  // A clinic's own name may hold such a word; the sentence around it must say it.
  const sentence = label.replaceAll(controller, '');

  it('names the clinic that processes the message and links to the privacy policy', () => {
    expect(label).toContain(controller);
    expect(form.consentLink.trim()).not.toBe('');
  });

  it('names health explicitly, and says the consent can be withdrawn', () => {
    expect(sentence).toMatch(HEALTH);
    expect(sentence).toMatch(WITHDRAW);
  });
});
