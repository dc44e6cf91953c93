/**
 * Issue 8, 'Layout at 1366×768': every list page of the route table (domain/menu.ts) fits a
 * 1366×768 screen with the side menu open, for staff (admin) and an agency operator: neither the
 * page nor a table scrolls sideways (a scrollable tab bar may, by design), and no table reaches past
 * the content (its action column clipped). The list pages come from the table, so a new list is
 * checked without touching this file. A second journey: the side menu's toggle hides it, and it
 * stays hidden after a reload.
 * LAYOUT_ONLY=<regex> limits the paths.
 */
import type { Page } from '@playwright/test';
import { MENU } from '../../domain/menu.ts';
import type { SessionUser } from '../../domain/session.ts';
import { openInApp } from './fixtures/navigate.ts';
import { apiLogin, expect, signIn, test, type DemoUser } from './fixtures/server.ts';

const USERS: readonly DemoUser[] = ['admin', 'operator2'];
const VIEWPORT = { width: 1366, height: 768 };

/** The list pages `user` may open: menu routes guarded as 'list' with a page, and the list pages below them. */
function listPages(user: SessionUser): string[] {
  const pages = new Set<string>();
  for (const route of MENU.flatMap((area) => area.routes)) {
    if (!route.page || !route.rule(user)) continue;
    if (route.action === 'list' && !route.path.includes(':')) pages.add(route.path);
    for (const below of route.pages) if (below.action === 'list' && below.page && !below.path.includes(':')) pages.add(below.path);
  }
  const only = process.env.LAYOUT_ONLY ? new RegExp(process.env.LAYOUT_ONLY) : undefined;
  return [...pages].filter((path) => !only || only.test(path));
}

/** What does not fit on the page now: one line per element that scrolls sideways or reaches past the content. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).map((c) => `.${c}`).join('')}`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
    const main = document.getElementById('main-content');
    if (!main) return [...found, 'no #main-content'];
    // A scrollable tab bar (the catalogue's tabs) scrolls by design, with arrow buttons at its ends.
    for (const el of main.querySelectorAll('*:not(.MuiTabs-scroller)')) {
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
    }
    const right = Math.min(main.getBoundingClientRect().right, window.innerWidth);
    for (const table of main.querySelectorAll('table')) {
      const cells = table.querySelectorAll('tr > :last-child');
      for (const cell of cells) {
        const edge = cell.getBoundingClientRect().right;
        if (edge > right + 1) {
          found.push(`${name(table)}: the last column ends at ${Math.round(edge)} px, past the content's ${Math.round(right)} px`);
          break;
        }
      }
    }
    return found;
  });
}

test.use({ viewport: VIEWPORT, trace: 'off' });

test.describe('every list fits 1366×768 with the side menu open', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const user of USERS) {
    test(`list pages of ${user}`, async ({ page, baseURL }) => {
      const session = await apiLogin(baseURL!, user);
      const pages = listPages(session.user);
      expect(pages.length).toBeGreaterThan(0);
      await signIn(page, user);
      await expect(page.locator('#side-menu')).toBeVisible();
      const problems: string[] = [];
      for (const path of pages) {
        await openInApp(page, path);
        await expect(page.locator('#side-menu')).toBeVisible();
        problems.push(...(await overflows(page)).map((line) => `${path}: ${line}`));
      }
      console.log(`[layout] ${user}: ${pages.length} list pages at ${VIEWPORT.width}×${VIEWPORT.height}, ${problems.length} problems`);
      for (const line of problems) console.log(`[layout] ✘ ${line}`);
      expect(problems).toEqual([]);
    });
  }
});

test('the side menu collapses from the top bar and stays as the user left it', async ({ page }) => {
  await signIn(page, 'operator2');
  const menu = page.locator('#side-menu');
  const toggle = page.getByRole('button', { name: /^(mostrar u ocultar el menú|show or hide the menu)$/i });
  await expect(menu).toBeVisible();
  const narrowest = await page.evaluate(() => document.getElementById('main-content')!.clientWidth);
  await toggle.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.getElementById('main-content')!.clientWidth)).toBeGreaterThan(narrowest + 200);
  await page.reload();
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
});
