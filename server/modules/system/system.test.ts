import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

describe('config and health', () => {
  it('answers the shell settings without authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      maintenance: false,
      environment: 'test',
      support_email: 'soporte@viajesb2b.com',
      group_website: 'https://www.grupoviajescaribe.com',
      social: [
        { name: 'Facebook', url: 'https://www.facebook.com/grupoviajescaribe' },
        { name: 'Instagram', url: 'https://www.instagram.com/grupoviajescaribe' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/grupoviajescaribe' },
      ],
    });
  });

  it('reads the settings from the configurations table', async () => {
    await t.db.updateTable('configurations').set({ value: JSON.stringify('https://otra.example') }).where('key', '=', 'group_website').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().group_website).toBe('https://otra.example');
    await t.db.updateTable('configurations').set({ value: JSON.stringify('https://www.grupoviajescaribe.com') }).where('key', '=', 'group_website').execute();
  });

  it('never serves a stored value of the wrong shape: no javascript: link, no mail address that is not one', async () => {
    const set = (key: string, value: unknown) => t.db.updateTable('configurations').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
    await set('group_website', 'javascript:alert(document.cookie)');
    await set('support_email', true);
    await set('social_links', [{ name: 'X', url: 'javascript:alert(1)' }, { name: 'Facebook', url: 'https://www.facebook.com/g' }, 5]);
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ group_website: '', support_email: 'soporte@viajesb2b.com', social: [{ name: 'Facebook', url: 'https://www.facebook.com/g' }] });
    await set('group_website', 'notaurl');
    await set('social_links', 5);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({ group_website: '', social: [] });
    await set('group_website', 'https://www.grupoviajescaribe.com');
    await set('support_email', 'soporte@viajesb2b.com');
  });

  it('reports health with and without the trailing slash', async () => {
    for (const url of ['/api/health/', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('maintenance mode', () => {
  it('answers 503 on the API except config and health, and redirects pages', async () => {
    const app = await t.another({ maintenance: true });
    const login = await app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { username: 'admin', password: 'demo1234' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ detail: 'El sistema se está ajustando. Volveremos en breve.', code: 'maintenance' });
    const en = await app.inject({ method: 'GET', url: '/api/nomenclator/countries/', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(503);
    expect(en.json().detail).toBe('The system is being adjusted. We will be back shortly.');
    expect((await app.inject({ method: 'GET', url: '/api/unknown/' })).statusCode).toBe(503);

    const config = await app.inject({ method: 'GET', url: '/api/config/' });
    expect(config.statusCode).toBe(200);
    expect(config.json().maintenance).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);

    const page = await app.inject({ method: 'GET', url: '/vuelos/reserva/ruta', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/maintenance');
    const maintenancePage = await app.inject({ method: 'GET', url: '/maintenance', headers: { accept: 'text/html' } });
    expect(maintenancePage.statusCode).toBe(200);
    expect(maintenancePage.headers['content-type']).toMatch(/text\/html/);
    const asset = await app.inject({ method: 'GET', url: '/img/no_image.png', headers: { accept: 'text/html' } });
    expect(asset.statusCode).not.toBe(302);
  });
});

describe('signing secret', () => {
  it('without JWT_SECRET one is generated once, stored, and shared by every instance', async () => {
    const a = await t.another({ jwtSecret: undefined });
    const b = await t.another({ jwtSecret: undefined });
    const stored = await t.db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].value.length).toBeGreaterThanOrEqual(48);
    const login = await a.inject({ method: 'POST', url: '/api/accounts/login/', payload: { username: 'commercial', password: 'demo1234' } });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().access}` };
    expect((await b.inject({ method: 'GET', url: '/api/cart/summary/', headers })).statusCode).toBe(200);
    // The app configured with JWT_SECRET does not accept tokens signed with the generated one.
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/summary/', headers })).statusCode).toBe(401);
  });
});
