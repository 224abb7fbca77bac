import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../config/clinic';
import { mainPages } from '../../config/routes';
import { uiWords } from '../../i18n/ui';
import { consultationHrefFor } from '../../lib/domain/booking';
import { readContentYaml } from '../../schemas/read-yaml';
import { ConsultationBanner } from './ConsultationBanner';

// The titles as the clinic wrote them (docs/product.md, page type 5, as shipped):
// read from the file, not back from the component.
const {
  title: DIGITAL,
  plainTitle: PLAIN,
  choiceTitle: CHOICE,
} = readContentYaml('src/content/pages/konsultation.yaml') as {
  title: string;
  plainTitle: string;
  choiceTitle: string;
};
const { consultationBanner, actions } = uiWords().site;
const ANSWER = consultationBanner.writtenAnswer(clinic.replyWorkingDays);

describe('ConsultationBanner', () => {
  it('offers the consultation at the clinic with a button to the consultation on the booking service', () => {
    render(<ConsultationBanner offer="consultation" care="injection" />);
    const banner = screen.getByRole('complementary', { name: PLAIN });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PLAIN);
    const link = banner.querySelector('a')!;
    expect(link.textContent).toContain(actions.bookConsultation);
    expect(link.getAttribute('href')).toBe(consultationHrefFor({}));
  });

  it('takes a question outside the catalogue, without words about any one kind of care', () => {
    render(<ConsultationBanner offer="message" />);
    const banner = screen.getByRole('complementary', { name: DIGITAL });
    expect(banner.textContent).toContain(ANSWER);
    for (const words of Object.values(consultationBanner.afterAnswer))
      expect(banner.textContent).not.toContain(words);
    expect(screen.getByRole('link', { name: actions.sendMessage }).getAttribute('href')).toBe(
      mainPages.findTreatment.path,
    );
  });

  it('says beside care that starts with a consultation that the answer does not replace it', () => {
    render(<ConsultationBanner offer="message" care="device" />);
    const banner = screen.getByRole('complementary', { name: DIGITAL });
    expect(banner.textContent).toContain(`${ANSWER} ${consultationBanner.afterAnswer.consultation}`);
  });

  it.each(['consultation', 'message'] as const)(
    'never offers a consultation beside care that needs none (%s)',
    (offer) => {
      render(<ConsultationBanner offer={offer} care="beauty" />);
      const banner = screen.getByRole('complementary', { name: CHOICE });
      expect(banner.textContent).toContain(`${ANSWER} ${consultationBanner.afterAnswer.choice}`);
      expect(banner.textContent).not.toContain(consultationBanner.afterAnswer.consultation);
      expect(screen.getByRole('link', { name: actions.sendMessage }).getAttribute('href')).toBe(
        mainPages.findTreatment.path,
      );
    },
  );
});
