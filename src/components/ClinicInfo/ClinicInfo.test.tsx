import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { displayPhone, policies } from '../../config/clinic';
import { countWord } from '../../i18n/words';
import { uiWords } from '../../i18n/ui';
import { ClinicInfo } from './ClinicInfo';

const { clinicInfo, regulatedCare } = uiWords().site;

/** A section's text, by its heading: the booking and contact pages show these. */
const sectionText = (heading: string) =>
  screen.getByRole('region', { name: heading }).textContent!.replace(/\s+/g, ' ');

describe('ClinicInfo (/Bokatid, /Kontakt)', () => {
  it('says the consultation before a first injection or thread lift is free too, and held at the clinic', () => {
    // Only the digital consultation was called free, while the treatment pages said the in-person one is.
    render(<ClinicInfo />);
    expect(sectionText('Kostnadsfri konsultation')).toMatch(
      /konsultationen före en första injektionsbehandling eller ett trådlyft är också kostnadsfri[^.]*på kliniken/i,
    );
  });

  it('writes the months before a new consultation in words where Swedish does (up to twelve)', () => {
    render(<ClinicInfo />);
    const text = sectionText('Konsultation före injektioner och trådlyft');
    const months = policies.injectionConsultationAfterMonths;
    expect(text).toContain(`mer än ${countWord(months)} månader sedan sist`);
    if (months <= 12) expect(text).not.toMatch(/mer än \d+ månader/);
  });

  it('on the contact page, says where to turn after a treatment when the clinic is closed', () => {
    // The law's block says it on the booking page; the contact page, where a worried client
    // looks, said nothing of it (issue 27).
    render(<ClinicInfo afterHours />);
    // Spaces as a reader sees them: the number's no-break spaces read as spaces.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(sectionText(clinicInfo.contactUs))).toContain(
      spaced(regulatedCare.afterHours(displayPhone())),
    );
  });

  it('leaves no treatment out of instalments but injections and thread lifts', () => {
    // It listed four kinds of treatment by name and so left out HydraFacial.
    render(<ClinicInfo />);
    const payment = sectionText(clinicInfo.payment);
    if (policies.instalments) {
      expect(payment).toContain(
        `${policies.instalments} för alla behandlingar utom injektionsbehandlingar och trådlyft`,
      );
    } else {
      expect(payment).not.toMatch(/delbetalning|avbetalning/i);
    }
  });
});
