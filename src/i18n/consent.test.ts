/**
 * The contact form's one required box asks for consent to the message alone. Consent to health
 * details cannot be a condition of sending (GDPR art. 4.11, 7.4), and the form asks visitors to
 * write none, so the label, read from the dictionary the form renders, must not ask for it.
 */
import { describe, expect, it } from 'vitest';
import { clinicIn } from '../config/clinic';
import { uiWords } from './ui';

/** Health, explicit consent or the special categories' article, in either language. */
const HEALTH_CONSENT =
  /häls|sjukdom|känslig|uttryckligen|uttryckligt|health|illness|sensitive|explicit|art(?:ikel|icle|\.)?\s*9/iu;

describe.each(['sv', 'en'] as const)('the consent box (%s)', (lang) => {
  const { form } = uiWords(lang);
  const controller = clinicIn(lang).clinic.legalName;
  const label = `${form.consentBefore(controller)}${form.consentLink}${form.consentAfter}`;

  it('names the clinic that processes the message and links to the privacy policy', () => {
    expect(label).toContain(controller);
    expect(form.consentLink.trim()).not.toBe('');
  });

  it('asks for no consent to health details', () => {
    // A clinic's own name may hold such a word; the sentence around it may not.
    expect(label.replaceAll(controller, '')).not.toMatch(HEALTH_CONSENT);
  });
});
