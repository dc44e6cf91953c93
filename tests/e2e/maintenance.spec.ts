/** Spec §2: with the maintenance flag on, every route goes to /maintenance, signed in or not. */
import { expect, test } from './fixtures/server.ts';

test('MAINTENANCE=1 sends every route to the maintenance page', async ({ page, startExtraServer }) => {
  test.slow();
  const server = await startExtraServer({ MAINTENANCE: '1' });
  for (const path of ['/', '/auth/login', '/vuelos/reserva/ruta?x=1']) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(page).toHaveURL(`${server.baseURL}/maintenance`);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).toContainText(/ajust/i);

  const api = await fetch(`${server.baseURL}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  expect(api.status).toBe(503);
  expect(await api.json()).toMatchObject({ code: 'maintenance', detail: 'The system is being adjusted. We will be back shortly.' });
});
