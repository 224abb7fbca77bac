import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic, creditWaysOf, displayPhone, policies } from '../../config/clinic';
import { pageTextsIn } from '../../config/page-texts';
import { countWord, listOf } from '../../i18n/words';
import { uiWords } from '../../i18n/ui';
import { firstStepsOf, lawScopeOf } from '../../lib/domain/care';
import { afterHoursAdvice } from '../RegulatedCare/RegulatedCare';
import { ClinicInfo } from './ClinicInfo';

const { clinicInfo, regulatedCare } = uiWords().site;
const texts = pageTextsIn('sv').bookingRules;
/** The clinic's invoice and instalments, as the sentence that still offers them lists them. */
const creditWays = listOf('sv', creditWaysOf(policies), 'disjunction');

/** A catalogue with injections and a procedure only a physician performs, under titles of its own. */
const law = lawScopeOf([
  { careKind: 'injection', title: 'Injektioner' },
  { careKind: 'device', title: 'Laser' },
  { careKind: 'physician', title: 'Ansiktslyft' },
]);

/** A section's text, by its heading: the booking and contact pages show these. */
const sectionText = (heading: string) =>
  screen.getByRole('region', { name: heading }).textContent!.replace(/\s+/g, ' ');

describe('ClinicInfo (/Bokatid, /Kontakt) for a catalogue with care under the law', () => {
  it('says the consultation before a first treatment under the law, in the clinic’s words', () => {
    render(<ClinicInfo law={law} />);
    if (texts.consultation.onSite) {
      expect(sectionText(clinicInfo.consultation)).toContain(texts.consultation.onSite);
    }
  });

  it('names the categories under the law by their own titles, and no other', () => {
    render(<ClinicInfo law={law} />);
    const text = sectionText('Konsultation före injektioner och ansiktslyft');
    expect(text).toContain('Inför injektioner:');
    expect(text).not.toContain('laser');
  });

  it('gives each kind its own waiting period from the policies: hours and months for injections, days for the physician’s', () => {
    render(<ClinicInfo law={law} />);
    const text = sectionText(clinicInfo.injectionConsultation('injektioner och ansiktslyft'));
    const months = policies.injectionConsultationAfterMonths;
    expect(text).toContain(`mer än ${countWord(months)} månader sedan du fick samma behandling hos oss`);
    if (months <= 12) expect(text).not.toMatch(/mer än \d+ månader/);
    expect(text).toContain(`minst ${policies.injectionConsultationHours} timmar före behandlingen`);
    expect(text).toContain(
      clinicInfo.physicianConsultationRule(policies.surgicalConsultationDays, 'ansiktslyft'),
    );
    // The six months' exception is the injections' alone: the physician's sentence has none.
    const physician = clinicInfo.physicianConsultationRule(policies.surgicalConsultationDays, 'ansiktslyft');
    expect(physician).not.toMatch(/månader/);
  });

  it('on the contact page, says where to turn after a treatment when the clinic is closed', () => {
    // The law's block says it on the booking page; the contact page, where a worried client
    // looks, said nothing of it (issue 27).
    render(<ClinicInfo afterHours law={law} />);
    // Spaces as a reader sees them: the number's no-break spaces read as spaces.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    const contactUs = spaced(sectionText(clinicInfo.contactUs));
    expect(contactUs).toContain(spaced(afterHoursAdvice(regulatedCare, clinic.careProvider, law, 'sv')));
    // The clinic's own out-of-hours phone, where it has one, is what a worried client is given.
    const onCall = clinic.careProvider.afterHoursPhone;
    if (onCall) expect(contactUs).toContain(spaced(displayPhone(onCall, 'sv')));
    else expect(contactUs).toContain(spaced(regulatedCare.afterHours(displayPhone(clinic.phone, 'sv'))));
    // Each phone in the advice, its last paragraph, is a link to call.
    const advice = [...screen.getByRole('region', { name: clinicInfo.contactUs }).querySelectorAll('p')].at(
      -1,
    )!;
    const calls = within(advice)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const phone of [clinic.phone, ...(onCall ? [onCall] : [])])
      expect(calls).toContain(`tel:${phone.e164}`);
  });

  it('offers no credit for the care under the law, and lets a changed mind cancel free', () => {
    render(<ClinicInfo law={law} />);
    expect(sectionText(clinicInfo.cancellation)).toContain(
      clinicInfo.changeOfMind('injektioner eller ansiktslyft'),
    );
    // Changing one's mind carries no condition the law's block does not state.
    expect(sectionText(clinicInfo.cancellation)).not.toMatch(/samma dag|med koden/);
    const payment = sectionText(clinicInfo.payment);
    // Invoice and instalments are credit: each is said to be no way to pay for care under the law.
    const credit = creditWaysOf(policies);
    if (credit.length > 0) {
      expect(payment).toMatch(/inte .+ för injektioner eller ansiktslyft, eftersom det är en form av kredit/);
      for (const way of credit) expect(payment.toLowerCase()).toContain(way.toLowerCase());
      // The first sentence names only what every treatment may be paid with: no credit there.
      expect(payment).toContain(clinicInfo.payWith(listOf('sv', policies.paymentMethods, 'disjunction')));
    } else {
      expect(payment).not.toMatch(/delbetalning|avbetalning|faktura/i);
    }
  });
  it('offers credit by name for the care without a licence only, never for device care', ({ skip }) => {
    skip(!policies.instalments, 'the sample offers no instalments');
    const steps = {
      consultationFirst: ['injektioner', 'Ljus'],
      device: ['Ljus'],
      direct: ['Hud', 'Fötter'],
      directWithoutCredit: [],
    };
    render(<ClinicInfo law={law} steps={steps} />);
    const payment = sectionText(clinicInfo.payment);
    expect(payment).toMatch(/för injektioner, ansiktslyft eller ljus, eftersom det är en form av kredit/);
    expect(payment).toContain(clinicInfo.creditFor(creditWays, 'hud och fötter'));
  });

  it('offers no credit either for the care a category marks noCredit, done for appearance', ({ skip }) => {
    skip(!policies.instalments, 'the sample offers no instalments');
    const steps = firstStepsOf([
      { careKind: 'injection', title: 'Injektioner' },
      { careKind: 'beauty', title: 'Peeling', noCredit: true },
      { careKind: 'beauty', title: 'Fötter' },
    ]);
    render(<ClinicInfo law={law} steps={steps} />);
    const payment = sectionText(clinicInfo.payment);
    expect(payment).toMatch(/för injektioner, ansiktslyft eller peeling, eftersom det är en form av kredit/);
    expect(payment).toContain(clinicInfo.creditFor(creditWays, 'fötter'));
  });
});

describe('ClinicInfo for a catalogue with no care under the law', () => {
  it('says no rule of the law, and no category it does not hold', () => {
    const { container } = render(<ClinicInfo law={undefined} />);
    const text = container.textContent!;
    expect(screen.queryByRole('region', { name: /^Konsultation före/ })).toBeNull();
    expect(text).not.toContain(clinicInfo.changeOfMind('').slice(0, 40));
    if (texts.consultation.onSite) expect(text).not.toContain(texts.consultation.onSite);
    if (policies.instalments) {
      expect(sectionText(clinicInfo.payment)).toContain(`${policies.instalments} för alla behandlingar.`);
    }
  });

  it('says which other care starts with a consultation, and which needs none, by the titles it holds', () => {
    const steps = firstStepsOf([
      { careKind: 'device', title: 'Laser' },
      { careKind: 'beauty', title: 'Fotvård' },
      { careKind: 'beauty', title: 'Manikyr' },
    ]);
    render(<ClinicInfo law={undefined} steps={steps} />);
    expect(sectionText(clinicInfo.consultation)).toContain(
      `${clinicInfo.deviceConsultation('laser')} ${clinicInfo.noConsultation('fotvård eller manikyr')}`,
    );
  });
});

describe('ClinicInfo names only the kinds of care the catalogue holds', () => {
  it('without device treatments says nothing of their consultation; without care needing none, nothing of that', () => {
    render(<ClinicInfo law={law} steps={firstStepsOf([{ careKind: 'injection', title: 'Injektioner' }])} />);
    const text = document.body.textContent!;
    // The words after the names, which no other sentence shares.
    const after = (sentence: string) => sentence.split('9xyz')[1]!;
    expect(text).not.toContain(after(clinicInfo.deviceConsultation('9xyz')));
    expect(text).not.toContain(after(clinicInfo.noConsultation('9xyz')));
  });

  it('after the law’s rule, says a device treatment starts with a consultation too, under a heading that covers both', () => {
    render(<ClinicInfo law={law} steps={firstStepsOf([{ careKind: 'device', title: 'Laser' }])} />);
    expect(sectionText(clinicInfo.whenConsultation)).toContain(clinicInfo.deviceConsultation('laser'));
  });
});
