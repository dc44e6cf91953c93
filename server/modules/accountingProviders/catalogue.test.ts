/** The accounting providers' catalogue and configuration: rules, bad input, the codes that stay. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user = 'accounting', payload?: object) {
  return t.app.inject({ method, url: `/api/accounting-provider/${url}`, headers: { ...(await t.auth(user)), 'accept-language': 'en' }, payload });
}

describe('accounting providers (catalogue)', () => {
  it('holds the codes of the first catalogue, so reservations and the ledger keep their provider', async () => {
    const page = (await call('GET', 'providers/?ordering=code&page_size=100')).json();
    expect(page.results.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['cubanacan', 'gaviota', 'havanatur', 'viajes_cuba']));
  });

  it('creates, lists with filters and ordering, edits (never the code) and deletes an unused provider', async () => {
    const created = await call('POST', 'providers/', 'accounting', { code: 'transtur', name: 'Transtur', email: 'pagos@transtur.test', phone: '+5377000000', country: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const provider = created.json();
    expect(provider).toMatchObject({ code: 'transtur', name: 'Transtur', active: true, country: 1, service_types: [] });
    expect((await call('POST', 'providers/', 'accounting', { code: 'transtur', name: 'Otro' })).json()).toEqual({ code: ['An accounting provider with that code already exists.'] });

    await call('POST', 'configurations/', 'accounting', { provider: provider.id, service_type: 'fod_park', currency: 1, payment_terms_days: 30 });
    const byService = (await call('GET', 'providers/?service_type=fod_park')).json();
    expect(byService.results.map((p: { code: string }) => p.code)).toEqual(['transtur']);
    expect(byService.results[0].service_types).toEqual(['fod_park']);
    expect((await call('GET', 'providers/?search=TRANS')).json().count).toBe(1);
    const desc = (await call('GET', 'providers/?ordering=-id')).json().results.map((p: { id: number }) => p.id);
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));

    const edited = await call('PATCH', `providers/${provider.id}/`, 'accounting', { name: 'Transtur S.A.', active: false });
    expect(edited.json()).toMatchObject({ name: 'Transtur S.A.', active: false, code: 'transtur' });
    expect((await call('PATCH', `providers/${provider.id}/`, 'accounting', { code: 'other' })).statusCode).toBe(400);
    expect((await call('GET', 'providers/?active=false')).json().results.map((p: { code: string }) => p.code)).toEqual(['transtur']);

    expect((await call('DELETE', `providers/${provider.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `providers/${provider.id}/`)).statusCode).toBe(404);
    // Its configurations went with it.
    expect((await call('GET', `configurations/?provider=${provider.id}`)).json().count).toBe(0);
  });

  it('refuses to delete a provider that reservations or the ledger name (409), which stays', async () => {
    const gaviota = (await call('GET', 'providers/?search=gaviota')).json().results[0];
    await t.db.updateTable('reservations').set({ accounting_provider: 'gaviota' }).where('id', '=', (await t.db.selectFrom('reservations').select('id').limit(1).executeTakeFirstOrThrow()).id).execute();
    const res = await call('DELETE', `providers/${gaviota.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/deactivate/);
    expect((await call('GET', `providers/${gaviota.id}/`)).statusCode).toBe(200);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = (await call('GET', 'providers/')).json().count;
    const res = await call('POST', 'providers/', 'accounting', { code: 'Bad Code', name: '', email: 'nope', phone: '12', country: 99999 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'email', 'name', 'phone']);
    expect(res.json().code).toEqual(['Use 2 to 40 lower-case letters, digits or underscores.']);
    const country = await call('POST', 'providers/', 'accounting', { code: 'ok_code', name: 'Ok', country: 99999 });
    expect(country.json()).toEqual({ country: ['Select a valid choice.'] });
    expect((await call('GET', 'providers/')).json().count).toBe(before);
  });

  it('lets the accounting menus see and only [Accounting Provider] Manage at the first level edit; agencies get 403', async () => {
    await t.createUser({ username: 'ap_viewer', type: 'accounting', groups: ['Accounting View'] });
    await t.createUser({ username: 'ap_manager_below', type: 'admin', agency: 'Turismo Azul México', groups: ['[Accounting Provider] Manage', 'Accounting View'] });
    expect((await call('GET', 'providers/', 'ap_viewer')).statusCode).toBe(200);
    expect((await call('POST', 'providers/', 'ap_viewer', { code: 'viewer_made', name: 'X' })).statusCode).toBe(403);
    for (const user of ['operator2', 'operator3', 'seller2', 'commercial', 'coordinator', 'ap_manager_below']) {
      expect((await call('GET', 'providers/', user)).statusCode, user).toBe(403);
      expect((await call('GET', 'configurations/', user)).statusCode, user).toBe(403);
      expect((await call('GET', 'balance/', user)).statusCode, user).toBe(403);
      expect((await call('POST', 'providers/', user, { code: 'agency_made', name: 'X' })).statusCode, user).toBe(403);
    }
    expect((await call('GET', 'providers/?search=agency_made')).json().count).toBe(0);
  });
});

describe('accounting provider configuration', () => {
  it('one row per provider, service, business line and currency; filters; edit; bad input', async () => {
    const provider = (await call('POST', 'providers/', 'accounting', { code: 'cfg_provider', name: 'Cfg Provider' })).json();
    const first = await call('POST', 'configurations/', 'accounting', { provider: provider.id, service_type: 'hotels', business_line: 'mice', currency: 2, payment_terms_days: 15 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ provider: provider.id, provider_code: 'cfg_provider', service_type: 'hotels', business_line: 'mice', currency: 2, payment_terms_days: 15, active: true });
    const twice = await call('POST', 'configurations/', 'accounting', { provider: provider.id, service_type: 'hotels', business_line: 'mice', currency: 2, payment_terms_days: 5 });
    expect(twice.json()).toEqual({ non_field_errors: ['The provider already has a configuration for that service, business line and currency.'] });
    await call('POST', 'configurations/', 'accounting', { provider: provider.id, service_type: 'flights', currency: 1, payment_terms_days: 0 });
    expect((await call('GET', `configurations/?provider=${provider.id}&currency=2`)).json().results.map((c: { service_type: string }) => c.service_type)).toEqual(['hotels']);
    expect((await call('GET', `configurations/?provider=${provider.id}&ordering=-payment_terms_days`)).json().results.map((c: { payment_terms_days: number }) => c.payment_terms_days)).toEqual([15, 0]);
    const edited = await call('PATCH', `configurations/${first.json().id}/`, 'accounting', { payment_terms_days: 45, active: false });
    expect(edited.json()).toMatchObject({ payment_terms_days: 45, active: false });
    const bad = await call('POST', 'configurations/', 'accounting', { provider: provider.id, service_type: 'spaceships', currency: 99, payment_terms_days: 400 });
    expect(Object.keys(bad.json()).sort()).toEqual(['currency', 'payment_terms_days', 'service_type']);
    expect((await call('POST', 'configurations/', 'accounting', { provider: 2147483647, service_type: 'hotels', currency: 1, payment_terms_days: 1 })).json()).toEqual({ provider: ['Select a valid choice.'] });
    expect((await call('DELETE', `configurations/${first.json().id}/`)).statusCode).toBe(204);
    expect((await call('GET', `configurations/?provider=${provider.id}`)).json().count).toBe(1);
  });
});
