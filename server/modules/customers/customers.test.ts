/** The agencies' customers (docs/api-customers.md): CRUD, tenant scope, de-duplication by document, bad input. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../../../domain/records/customers.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let cancun: number;

beforeAll(async () => {
  cancun = await t.agencyId('Agencia Cancún Travel');
});

async function call(user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url = '', payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/customers/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

let n = 0;
/** A valid body with fresh documents. */
function body(extra: object = {}) {
  n += 1;
  return { first_name: 'Lucía', last_name: `Gómez ${n}`, email: `lucia${n}@example.test`, phone: '+529981234', passport: `CU${String(n).padStart(6, '0')}`, ...extra };
}

async function created(user: string, extra: object = {}): Promise<CustomerRecord> {
  const res = await call(user, 'POST', '', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerRecord>();
}

const count = async () => Number((await t.db.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('customers', () => {
  it('creates, reads, edits and lists a customer of the caller’s agency (gender male by default, documents upper-cased)', async () => {
    const c = await created('operator3', { middle_name: 'María', passport: 'ab12345', dni: 'x-1234', dob: '1980-05-02', country: 1, address: 'Av. Tulum 1' });
    expect(c).toMatchObject({ agency: cancun, agency_name: 'Agencia Cancún Travel', full_name: expect.stringMatching(/^Lucía María Gómez/), gender: 'male', passport: 'AB12345', dni: 'X-1234', dob: '1980-05-02', country: 1 });
    expect(c.country_name).not.toBe('');
    expect((await call('operator3', 'GET', `${c.id}/`)).json()).toEqual(c);
    const edited = await call('operator3', 'PATCH', `${c.id}/`, { phone: '9981112222', gender: 'female' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ phone: '9981112222', gender: 'female', passport: 'AB12345' });
    const page = await call('operator3', 'GET', '?search=ab123&ordering=-id&page_size=1');
    expect(page.statusCode, page.body).toBe(200);
    expect(Object.keys(page.json()).sort()).toEqual(['count', 'next', 'page', 'previous', 'results', 'total_pages']);
    expect(page.json<{ results: CustomerRecord[] }>().results.map((r) => r.id)).toEqual([c.id]);
  });

  it('searches by name words, either document and e-mail; orders by id both ways', async () => {
    const a = await created('operator3', { first_name: 'Rosa', last_name: 'Búsqueda Uno', dni: 'DNI77001' });
    const b = await created('operator3', { first_name: 'Rosa', last_name: 'Búsqueda Dos', email: 'rosa.dos@example.test' });
    const ids = async (query: string) => (await call('operator3', 'GET', `?${query}`)).json<{ results: CustomerRecord[] }>().results.map((r) => r.id);
    expect(await ids('search=rosa búsqueda&ordering=id')).toEqual([a.id, b.id]);
    expect(await ids('search=rosa búsqueda&ordering=-id')).toEqual([b.id, a.id]);
    expect(await ids('search=dni77001')).toEqual([a.id]);
    expect(await ids(`search=${b.passport.toLowerCase()}`)).toEqual([b.id]);
    expect(await ids('search=rosa.dos@')).toEqual([b.id]);
    expect(await ids('dni=dni77001')).toEqual([a.id]);
  });

  it('scope: the parent agency sees its children’s customers; a sibling and another branch do not; staff see all; no booking permission is a 403', async () => {
    const c = await created('operator3');
    const seen = async (user: string) => (await call(user, 'GET', `?search=${c.passport}`)).json<{ results: CustomerRecord[] }>().results.map((r) => r.id);
    expect(await seen('operator2')).toEqual([c.id]);
    expect(await seen('admin')).toEqual([c.id]);
    expect(await seen('operator3b')).toEqual([]);
    expect(await seen('operator2b')).toEqual([]);
    for (const [method, payload] of [['GET', undefined], ['PATCH', { phone: '9990001111' }], ['DELETE', undefined]] as const) {
      expect((await call('operator3b', method, `${c.id}/`, payload)).statusCode, method).toBe(404);
    }
    expect((await call('seller2', 'GET')).statusCode).toBe(403);
    expect((await call('seller2', 'POST', '', body())).statusCode).toBe(403);
    // Created for an agency out of scope: refused; for a child agency: allowed.
    const merida = await t.agencyId('Viajes Mérida Express');
    expect((await call('operator3', 'POST', '', body({ agency: merida }))).statusCode).toBe(400);
    const forChild = await call('operator2', 'POST', '', body({ agency: cancun }));
    expect(forChild.statusCode, forChild.body).toBe(201);
    expect(forChild.json().agency).toBe(cancun);
    expect((await call('operator3', 'GET', `${c.id}/`)).statusCode).toBe(200);
  });

  it('de-duplicates by document within an agency: a known passport or DNI is a 409 naming the customer; another agency may have it', async () => {
    const c = await created('operator3', { dni: 'DUP-0001' });
    const before = await count();
    const again = await call('operator3', 'POST', '', body({ passport: c.passport.toLowerCase() }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ detail: 'La agencia ya tiene un cliente con ese documento.', code: 'duplicate_customer', id: c.id, field: 'passport' });
    const byDni = await call('operator3', 'POST', '', body({ passport: '', dni: 'dup-0001' }), 'en');
    expect(byDni.statusCode).toBe(409);
    expect(byDni.json()).toMatchObject({ code: 'duplicate_customer', id: c.id, field: 'dni', detail: 'The agency already has a customer with that document.' });
    expect(await count()).toBe(before);
    // The parent agency is another agency: its own customer with that passport is fine.
    expect((await call('operator2', 'POST', '', body({ passport: c.passport }))).statusCode).toBe(201);
    // An edit onto a taken document is the same 409, and changes nothing.
    const other = await created('operator3');
    const edit = await call('operator3', 'PATCH', `${other.id}/`, { passport: c.passport });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ id: c.id, field: 'passport' });
    expect((await call('operator3', 'GET', `${other.id}/`)).json().passport).toBe(other.passport);
  });

  it('bad input is a translated 400 under its fields and creates nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ first_name: undefined }, 'first_name'],
      [{ last_name: '   ' }, 'last_name'],
      [{ email: 'no-at-sign' }, 'email'],
      [{ email: undefined }, 'email'],
      [{ phone: '+5299812345678' }, 'phone'],
      [{ phone: 'abc' }, 'phone'],
      [{ passport: 'A1' }, 'passport'],
      [{ passport: '', dni: '' }, 'passport'],
      [{ gender: 'x' }, 'gender'],
      [{ dob: '1980-13-01' }, 'dob'],
      [{ country: 999999 }, 'country'],
      [{ agency: 2_147_483_648 }, 'agency'],
      [{ unknown: 1 }, 'unknown'],
    ];
    for (const [extra, field] of cases) {
      const res = await call('operator3', 'POST', '', body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(extra)).toContain(field);
    }
    const phone = await call('operator3', 'POST', '', body({ phone: '+5299812345678' }), 'en');
    expect(phone.json().phone).toEqual(['Enter a valid phone number (at most 12 characters).']);
    expect(await count()).toBe(before);
    const c = await created('operator3', { dni: 'DOC-2' });
    // An edit may not leave the customer without a document.
    const none = await call('operator3', 'PATCH', `${c.id}/`, { passport: '', dni: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ passport: ['Indique el pasaporte o el DNI del cliente.'] });
    expect((await call('operator3', 'PATCH', `${c.id}/`, {})).statusCode).toBe(400);
  });

  it('deletes a customer no reservation uses; one a reservation names is a 409 and stays', async () => {
    const free = await created('operator3');
    expect((await call('operator3', 'DELETE', `${free.id}/`)).statusCode).toBe(204);
    expect((await call('operator3', 'GET', `${free.id}/`)).statusCode).toBe(404);
    const used = await created('operator3');
    const reservation = await t.db.selectFrom('reservations').select('id').where('agency_id', '=', cancun).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('reservations').set({ customer_id: used.id }).where('id', '=', reservation.id).execute();
    const refused = await call('operator3', 'DELETE', `${used.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'No se puede eliminar: hay reservas de este cliente.', code: 'customer_in_use' });
    expect((await call('operator3', 'GET', `${used.id}/`)).statusCode).toBe(200);
    await t.db.updateTable('reservations').set({ customer_id: null }).where('id', '=', reservation.id).execute();
  });
});
