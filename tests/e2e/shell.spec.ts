/**
 * Issue 2, 'done when': admin sees every side-menu area; operator3 sees only what its groups allow
 * and the API refuses it the rest; switching to English translates the whole shell.
 */
import { MENU, visibleMenu } from '../../domain/menu.ts';
import { menuEn } from '../../src/i18n/messages/en/menu.ts';
import { menuEs } from '../../src/i18n/messages/es/menu.ts';
import { apiLogin, expect, signIn, test } from './fixtures/server.ts';

const areaLabelsEs = (keys: readonly string[]) => keys.map((k) => menuEs.areas[k as keyof typeof menuEs.areas]);

test('admin sees every area of the side menu', async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: menuEs.title });
  for (const label of areaLabelsEs(MENU.map((a) => a.key))) {
    await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  // Opening an area shows its entries, and an entry opens its page inside the layout.
  // An area not built yet (cars) shows the 'coming soon' page.
  await nav.getByRole('button', { name: menuEs.areas.cars, exact: true }).click();
  await nav.getByRole('link', { name: menuEs.routes.carros, exact: true }).click();
  await expect(page).toHaveURL(/\/carros$/);
  await expect(page.getByRole('main')).toContainText('Próximamente');
});

test('operator3 sees only what its groups allow and the API refuses the rest', async ({ page, baseURL }) => {
  const session = await apiLogin(baseURL!, 'operator3');
  const expected = visibleMenu(session.user).map((a) => a.key);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected).not.toContain('flight_admin');

  await signIn(page, 'operator3');
  const nav = page.getByRole('navigation', { name: menuEs.title });
  for (const area of MENU) {
    const entry = nav.getByRole('button', { name: menuEs.areas[area.key as keyof typeof menuEs.areas], exact: true });
    if (expected.includes(area.key)) await expect(entry).toBeVisible();
    else await expect(entry).toHaveCount(0);
  }
  // No agency fund in the top bar (admin only).
  await expect(page.getByText('Fondo de la agencia')).toHaveCount(0);

  // A route outside its groups, typed by hand, shows the access-denied page, not the area.
  await page.goto('/admin/flights/calendars');
  await expect(page.getByRole('main')).not.toContainText('Próximamente');
  await expect(page.getByRole('main')).toContainText(/acceso denegado|no tiene permiso/i);

  // The server enforces the same rule: 403 with the spec's message.
  const res = await fetch(`${baseURL}/api/accounting/agency-funds/${session.user.agency.id}/`, {
    headers: { authorization: `Bearer ${session.access}`, 'accept-language': 'es' },
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ detail: 'No se puede realizar la operación con el usuario actual.' });
});

test('switching to English translates the whole shell', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: /^Bienvenido/ })).toBeVisible();
  await page.getByRole('button', { name: /idioma/i }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  const nav = page.getByRole('navigation', { name: menuEn.title });
  for (const key of MENU.map((a) => a.key)) {
    await expect(nav.getByRole('button', { name: menuEn.areas[key as keyof typeof menuEn.areas], exact: true })).toBeVisible();
  }
  await expect(page.getByText('Agency fund')).toBeVisible();
  await expect(page.getByText('Need help?')).toBeVisible();
  // The choice is a cookie: it survives a reload and drives the API's language too.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'languageB2B')?.value).toBe('en');
});
