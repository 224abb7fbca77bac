import { describe, expect, it } from 'vitest';
import { searchExclusions } from './site-search';

describe('searchExclusions', () => {
  it('leaves out each language\u2019s breadcrumb trail and consultation banners, by their labels', () => {
    const selectors = searchExclusions([
      { breadcrumbs: 'Spår', bannerTitles: ['Boka "gratis"', 'Boka'] },
      { breadcrumbs: 'Trail', bannerTitles: ['Book', 'Book'] },
    ]);
    expect(selectors).toEqual([
      'nav[aria-label="Spår"]',
      'aside[aria-label="Boka \\"gratis\\""]',
      'aside[aria-label="Boka"]',
      'nav[aria-label="Trail"]',
      'aside[aria-label="Book"]',
    ]);
  });
});
