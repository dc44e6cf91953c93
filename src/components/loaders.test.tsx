/** Issue 7: a loader on screen is a named progressbar (axe aria-progressbar-name, serious). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';
import { FullPageLoader } from './FullPageLoader.tsx';
import { SmallLoader } from './SmallLoader.tsx';

afterEach(cleanup);

describe('loaders', () => {
  it.each([
    ['SmallLoader', <SmallLoader key="s" label={false} />],
    ['FullPageLoader', <FullPageLoader key="f" />],
  ])('%s: every progressbar has a name', (_name, loader) => {
    render(<TestProviders>{loader}</TestProviders>);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) expect(bar.getAttribute('aria-label')).toBe('Procesando los datos...');
  });
});
