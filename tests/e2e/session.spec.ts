/**
 * Issue 2, 'done when': with a short ACCESS_TOKEN_TTL the app keeps working across the expiry
 * through exactly one refresh; with the refresh token revoked it lands on /auth/login?next=<path>
 * and returns to <path> after signing in.
 */
import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures/server.ts';

// Long enough that a page load on a busy CI machine fits inside one token lifetime, so exactly one
// refresh per expiry is a fair expectation.
const TTL_SECONDS = 10;

function countRequests(page: Page, fragment: string): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) seen.push(request);
  });
  return () => seen.length;
}

async function accessTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tokenB2B');
  if (!cookie) throw new Error('no tokenB2B cookie after sign-in');
  return decodeURIComponent(cookie.value);
}

test('the session survives the access token expiry through one refresh', async ({ page, startExtraServer }) => {
  test.slow();
  const server = await startExtraServer({ ACCESS_TOKEN_TTL: String(TTL_SECONDS) });
  await signIn(page, 'coordinator', undefined, server.baseURL);
  const refreshes = countRequests(page, '/api/accounts/token/refresh/');
  const profileLoads = countRequests(page, '/perfil');

  await page.waitForTimeout((TTL_SECONDS + 1) * 1000);
  await page.goto(`${server.baseURL}/usuario/detalles`);
  await expect(page).toHaveURL(`${server.baseURL}/usuario/detalles`);
  await expect(page.getByRole('main')).toContainText('coordinator');
  expect(profileLoads()).toBeGreaterThan(0);
  expect(refreshes()).toBe(1);

  // And again after the renewed token expires in turn (a navigation inside the app this time).
  await page.waitForTimeout((TTL_SECONDS + 1) * 1000);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Bienvenido/ })).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect.poll(refreshes).toBe(2);
});

test('a revoked refresh token sends the user to sign in and back to the page', async ({ page, startExtraServer }) => {
  test.slow();
  const server = await startExtraServer({ ACCESS_TOKEN_TTL: String(TTL_SECONDS) });
  await signIn(page, 'accounting', undefined, server.baseURL);

  // Logging out with only the bearer revokes every refresh token of the user (docs/api.md).
  const revoke = await fetch(`${server.baseURL}/api/accounts/logout/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(revoke.status).toBe(200);

  await page.waitForTimeout((TTL_SECONDS + 1) * 1000);
  await page.goto(`${server.baseURL}/usuario/changePassword`);
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/usuario/changePassword');

  await signIn(page, 'accounting', undefined, server.baseURL);
  await expect(page).toHaveURL(`${server.baseURL}/usuario/changePassword`);
});
