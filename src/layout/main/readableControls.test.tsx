import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { CurrencyDisplay } from './CurrencyDisplay.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

afterEach(cleanup);

describe('top bar currency and scroll-to-top button', () => {
  it('shows the agency currency as a labelled value, not as a disabled picker', () => {
    render(
      <TestProviders>
        <CurrencyDisplay currencyId={1} />
      </TestProviders>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('note', { name: 'Moneda: USD' }).textContent).toBe('$ USD');
  });

  it('keeps the scroll-to-top button at the left, off the accordions’ expand arrows', () => {
    render(
      <TestProviders>
        <ScrollToTop />
      </TestProviders>,
    );
    const style = getComputedStyle(screen.getByRole('button', { hidden: true }));
    expect(style.left).toBe('20px');
    expect(['', 'auto']).toContain(style.right);
  });
});
