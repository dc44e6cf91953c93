/**
 * Issue 7: the top bar's buttons are named with the text they show (WCAG 2.5.3, axe
 * label-content-name-mismatch): language 'ES', the alert and cart counts, the user's name.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { COOKIE } from '../../../dataProvider/session.ts';
import { admin } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { TopBar } from './TopBar.tsx';

beforeEach(() => signInAs(admin));
afterEach(() => {
  cleanup();
  signOut();
});

const alerts = [1, 2, 3, 4].map((id) => ({ id, alert: { id, topic: `Aviso ${id}`, body: 'Texto', level: 'info' } }));
const custom: Partial<AppDataProvider> = {
  getCartSummary: async () => ({ count: 3 }),
  getAgencyFunds: async () => ({ agency: 1, funds: '1000.00', currency: 1 }),
};

const curated = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The rule as axe applies it, plus what jsdom cannot tell it: jsdom has no layout, so axe there
 * takes nothing for visible; every text below an aria-label, aria-hidden or not, is shown on screen.
 */
async function mismatches(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
  const found = results.violations.flatMap((v) => v.nodes.map((n) => n.html));
  // Widgets named from their content, as the rule selects them (not the currency combobox).
  for (const element of container.querySelectorAll('button[aria-label], a[aria-label], [role="button"][aria-label], [role="menuitem"][aria-label]')) {
    const shown = curated(element.textContent ?? '');
    if (shown && !curated(element.getAttribute('aria-label') ?? '').includes(shown)) found.push(element.outerHTML.slice(0, 200));
  }
  return found;
}

describe('top bar names', () => {
  it.each(['es', 'en'] as const)('every control holds its visible text in its name (%s)', async (language) => {
    Cookies.set(COOKIE.language, language, { path: '/' });
    const { container } = render(
      <TestProviders language={language} dataProvider={stubDataProvider({ 'user-alerts': alerts }, custom).dataProvider}>
        <TopBar user={admin} menuOpen={false} onToggleMenu={() => {}} />
      </TestProviders>,
    );
    // Loaded: the badges show 4 alerts and 3 services.
    await waitFor(() => expect(container.textContent).toContain('4'));
    await waitFor(() => expect(container.textContent).toContain('3'));
    expect(await mismatches(container)).toEqual([]);
    const name = admin.full_name || admin.username;
    expect(screen.getByRole('button', { name: new RegExp(`${language.toUpperCase()}$`) })).toBeTruthy();
    const userMenu = language === 'es' ? 'Menú de usuario' : 'User menu';
    expect(screen.getByRole('button', { name: `${userMenu} ${name}` })).toBeTruthy();
  });
});
