/**
 * Smoke journey: the app answers at /, an anonymous visitor lands on the Spanish login page with
 * ?next=%2F, and admin signs in and sees the main layout (top bar, side menu, content).
 */
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures/server.ts';

test('the API is up', async ({ request }) => {
  const res = await request.get('/api/health/');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('/ redirects an anonymous visitor to the Spanish login page', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(new URL(page.url()).search).toBe('?next=%2F');
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByRole('textbox', { name: /^usuario/i })).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('admin signs in and sees the main layout', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await signIn(page, 'admin', DEMO_PASSWORD);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner')).toBeVisible(); // top bar
  await expect(page.getByRole('navigation').first()).toBeVisible(); // side menu
  await expect(page.getByRole('main')).toBeVisible(); // content area
});
