import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clinicIn, datedContent } from '../../config/clinic';
import { mainPages, pagesIn } from '../../config/routes';
import { uiWords } from '../../i18n/ui';
import { NoticeBanner } from './NoticeBanner';

/** A day inside the first notice's dates, whatever the clinic set them to. */
const notice = clinicIn('sv').clinic.notices[0];

describe('NoticeBanner on an English page', () => {
  beforeEach(() => {
    if (notice) process.env['BUILD_DATE'] = notice.from;
  });
  afterEach(() => {
    delete process.env['BUILD_DATE'];
  });

  it.skipIf(!notice)('shows the English words and leads a fixed page’s link to its English page', () => {
    render(<NoticeBanner lang="en" />);
    const region = screen.getByRole('region', { name: uiWords('en').site.clinicFacts.noticeLabel });
    const { notices } = datedContent(notice!.from, clinicIn('en').clinic);
    for (const shown of notices) {
      expect(region.textContent).toContain(shown.text);
      if (!shown.href) continue;
      const key = (Object.keys(mainPages) as Array<keyof typeof mainPages>).find(
        (k) => mainPages[k].path === shown.href,
      );
      const link = screen.getByRole('link', { name: shown.linkText });
      expect(link.getAttribute('href')).toBe(key ? pagesIn('en')[key].path : shown.href);
    }
  });
});
