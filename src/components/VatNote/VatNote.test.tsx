import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uiWords } from '../../i18n/ui';
import { VatNote } from './VatNote';

describe('VatNote', () => {
  it('says in the page language that the prices include VAT', () => {
    render(<VatNote />);
    expect(screen.getByText(uiWords().price.vatIncluded).tagName).toBe('P');
  });
});
