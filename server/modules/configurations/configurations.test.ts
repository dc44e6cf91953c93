/**
 * PATCH configurations/{id}/: the provider's admins change a setting; the value keeps its key's
 * shape, listed operators must exist, others are refused, and the change applies at once (the
 * operator hidden from flight availability gets 403 on the next request).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
let hiddenSetting: number;
let mailSetting: number;
let viewer: number;

const stored = async (id: number) => (await t.db.selectFrom('configurations').select('value').where('id', '=', id).executeTakeFirstOrThrow()).value;

beforeAll(async () => {
  const rows = await t.db.selectFrom('configurations').select(['id', 'key']).execute();
  hiddenSetting = rows.find((r) => r.key === 'flight_availability_hidden_operator_ids')!.id;
  mailSetting = rows.find((r) => r.key === 'accounting_notifications_email')!.id;
  viewer = (await t.createUser({ username: 'cfg_viewer', type: 'operator', agency: 'Turismo Azul México', groups: ['Flight Availability Managment'] })).id;
});

describe('PATCH configurations/{id}/', () => {
  it('lets the provider’s admin hide flight availability from an operator, at once', async () => {
    expect((await call('cfg_viewer', 'GET', 'flights/availability/v2/')).statusCode).toBe(200);
    const res = await call('admin', 'PATCH', `configurations/${hiddenSetting}/`, { value: [viewer] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: hiddenSetting, key: 'flight_availability_hidden_operator_ids', value: [viewer] });
    expect(await stored(hiddenSetting)).toEqual([viewer]);
    expect((await call('cfg_viewer', 'GET', 'flights/availability/v2/')).statusCode).toBe(403);
    // Emptied again, the operator sees it again.
    expect((await call('admin', 'PATCH', `configurations/${hiddenSetting}/`, { value: [] })).statusCode).toBe(200);
    expect((await call('cfg_viewer', 'GET', 'flights/availability/v2/')).statusCode).toBe(200);
  });

  it('refuses a value of the wrong shape or naming unknown users: 400 in the request language, nothing changed', async () => {
    await call('admin', 'PATCH', `configurations/${hiddenSetting}/`, { value: [viewer] });
    const shape = await call('admin', 'PATCH', `configurations/${hiddenSetting}/`, { value: 'todos' });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json())).toEqual(['value']);
    const unknown = await call('admin', 'PATCH', `configurations/${hiddenSetting}/`, { value: [viewer, 999_999] }, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ value: ['A user in the list does not exist.'] });
    const es = await call('admin', 'PATCH', `configurations/${hiddenSetting}/`, { value: [999_999] });
    expect(es.json()).toEqual({ value: ['Algún usuario de la lista no existe.'] });
    const mail = await call('admin', 'PATCH', `configurations/${mailSetting}/`, { value: 'no es un correo' });
    expect(mail.statusCode).toBe(400);
    expect(await stored(hiddenSetting)).toEqual([viewer]);
    expect(await stored(mailSetting)).toBe('contabilidad@viajesb2b.com');
  });

  it('is for admins of the first level only (403), and 404 for an unknown setting', async () => {
    for (const user of ['commercial', 'coordinator', 'accounting', 'operator2', 'operator3']) {
      expect((await call(user, 'PATCH', `configurations/${mailSetting}/`, { value: 'otro@viajesb2b.com' })).statusCode, user).toBe(403);
    }
    expect(await stored(mailSetting)).toBe('contabilidad@viajesb2b.com');
    expect((await call('admin', 'PATCH', 'configurations/999999/', { value: 'x' })).statusCode).toBe(404);
    const ok = await call('admin', 'PATCH', `configurations/${mailSetting}/`, { value: 'avisos@viajesb2b.com' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(mailSetting)).toBe('avisos@viajesb2b.com');
  });
});

describe('every setting has the shape of its key (issue 7)', () => {
  const settingId = async (key: string) => (await t.db.selectFrom('configurations').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  it('refuses javascript: and non-URLs as the group website, non-addresses as the support e-mail, non-lists as social links', async () => {
    const cases: [string, unknown][] = [
      ['group_website', 'javascript:alert(document.cookie)'],
      ['group_website', 'notaurl'],
      ['group_website', 'ftp://files.example.com'],
      ['group_website', 5],
      ['support_email', true],
      ['support_email', -1],
      ['support_email', 'no es un correo'],
      ['social_links', 5],
      ['social_links', [{ name: 'X', url: 'javascript:alert(1)' }]],
      ['social_links', [{ name: '', url: 'https://x.com/g' }]],
      ['accounting_notifications_email', 'x'],
    ];
    for (const [key, value] of cases) {
      const id = await settingId(key);
      const before = await stored(id);
      const res = await call('admin', 'PATCH', `configurations/${id}/`, { value }, 'en');
      expect(res.statusCode, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.json()).every((field) => field === 'value' || field.startsWith('value.')), res.body).toBe(true);
      expect(await stored(id)).toEqual(before);
    }
    const url = await call('admin', 'PATCH', `configurations/${await settingId('group_website')}/`, { value: 'javascript:alert(1)' }, 'en');
    expect(url.json()).toEqual({ value: ['Enter a valid web address starting with http:// or https://.'] });
    const mail = await call('admin', 'PATCH', `configurations/${await settingId('support_email')}/`, { value: 'soporte' });
    expect(mail.json()).toEqual({ value: ['Introduzca una dirección de correo electrónico válida.'] });
    const notText = await call('admin', 'PATCH', `configurations/${await settingId('support_email')}/`, { value: true });
    expect(notText.json()).toEqual({ value: ['Introduzca un texto válido.'] });
  });

  it('accepts values of the right shape', async () => {
    const ok: [string, unknown][] = [
      ['group_website', 'https://www.grupoviajescaribe.com/'],
      ['support_email', 'ayuda@viajesb2b.com'],
      ['social_links', [{ name: 'YouTube', url: 'https://www.youtube.com/@grupo' }]],
    ];
    for (const [key, value] of ok) {
      const res = await call('admin', 'PATCH', `configurations/${await settingId(key)}/`, { value });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual(value);
    }
  });

  it('has a schema for every stored key, and a key without one takes no value', async () => {
    const { isConfigurationKey } = await import('../../../domain/schemas/configurations.ts');
    const keys = (await t.db.selectFrom('configurations').select('key').execute()).map((r) => r.key);
    expect(keys.filter((key) => !isConfigurationKey(key))).toEqual([]);
    const { id } = await t.db.insertInto('configurations').values({ key: 'unschematic', value: JSON.stringify('x'), description: '' }).returning('id').executeTakeFirstOrThrow();
    expect((await call('admin', 'PATCH', `configurations/${id}/`, { value: 'y' })).statusCode).toBe(400);
    await t.db.deleteFrom('configurations').where('id', '=', id).execute();
  });
});
