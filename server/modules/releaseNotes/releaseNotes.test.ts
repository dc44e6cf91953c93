import { describe, expect, it } from 'vitest';
import type { ReleaseNoteRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { digest } from '../../testing/network.ts';

const t = useTestApp();

async function call(user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/release-notes/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

const note = (extra: object = {}) => ({
  version: '1.4.0',
  title: 'Red de agencias',
  date: '2026-01-15',
  author: 'Equipo',
  description: 'Back office de la red.',
  changes: [{ type: 'feature', text: 'Agencias, operadores y vendedores' }],
  breaking_changes: ['Los markups se aplican sobre el margen general.'],
  ...extra,
});

describe('release notes', () => {
  it('shows every user the versions 1.1.0 to 1.3.0 of spec §1, newest first', async () => {
    for (const user of ['seller2', 'operator3', 'coordinator']) {
      const res = await call(user, 'GET', '');
      expect(res.statusCode, user).toBe(200);
      expect(res.json<{ results: ReleaseNoteRecord[] }>().results.map((n) => n.version)).toEqual(['1.3.0', '1.2.0', '1.1.0']);
    }
    const notes = (await call('seller2', 'GET', '')).json<{ results: ReleaseNoteRecord[] }>().results;
    const texts = notes.flatMap((n) => n.changes.map((c) => c.text.toLowerCase())).join(' | ');
    for (const topic of ['pago parcial', 'reembolso', 'filtro por proveedor contable', 'cambiar el proveedor contable', 'precio de coste', 'lugar de entrega', '3 días', 'alojamiento']) {
      expect(texts, topic).toContain(topic);
    }
    expect(notes[0]).toMatchObject({ author: 'Equipo de producto Viajes B2B', date: '2025-09-15' });
    expect(notes[0].breaking_changes.length).toBeGreaterThan(0);
    expect(notes[0].changes.every((c) => ['feature', 'improvement', 'bugfix'].includes(c.type) && typeof c.details === 'string')).toBe(true);
    expect((await call('seller2', 'GET', '?search=alojamiento')).json().count).toBe(1);
  });

  it('lets the managers publish, edit and delete; versions sort as numbers', async () => {
    const created = await call('admin', 'POST', '', note());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ version: '1.4.0', changes: [{ type: 'feature', text: 'Agencias, operadores y vendedores', details: '' }] });
    const blog = await t.createUser({ username: 'blog_editor', type: 'operator', agency: 'Agencia Cancún Travel', groups: ['Blog App Admin'] });
    expect((await call(blog.username, 'POST', '', note({ version: '1.10.0', breaking_changes: undefined }))).statusCode).toBe(201);
    expect((await call('operator3', 'GET', '')).json().results.map((n: ReleaseNoteRecord) => n.version).slice(0, 3)).toEqual(['1.10.0', '1.4.0', '1.3.0']);
    const id = created.json().id as number;
    const patched = await call('admin', 'PATCH', `${id}/`, { title: 'Red de agencias (revisada)' });
    // A PATCH without breaking_changes keeps them.
    expect(patched.json()).toMatchObject({ title: 'Red de agencias (revisada)', breaking_changes: ['Los markups se aplican sobre el margen general.'] });
    expect((await call('admin', 'DELETE', `${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `${id}/`)).statusCode).toBe(404);
  });

  it('refuses writes to everyone else and bad notes, changing nothing', async () => {
    const before = await digest(t.db, ['release_notes']);
    for (const user of ['commercial', 'operator2', 'seller2', 'coordinator']) expect((await call(user, 'POST', '', note({ version: '2.0.0' }))).statusCode, user).toBe(403);
    const taken = await call('admin', 'POST', '', note({ version: '1.2.0' }), 'en');
    expect(taken.json()).toEqual({ version: ['There is already a note for version 1.2.0.'] });
    const bad = await call('admin', 'POST', '', note({ version: '1.2', date: '15/01/2026', changes: [] }), 'en');
    expect(bad.json()).toEqual({ version: ['Enter a version in the form 1.2.3.'], date: ['Enter a valid date (YYYY-MM-DD).'], changes: ['Ensure this value is greater than or equal to 1.'] });
    const type = await call('admin', 'POST', '', note({ version: '2.0.0', changes: [{ type: 'refactor', text: 'x' }] }), 'en');
    expect(type.json()).toEqual({ 'changes.0.type': ['Select a valid choice.'] });
    const first = (await call('admin', 'GET', '?search=1.1.0')).json().results[0].id as number;
    expect((await call('admin', 'PATCH', `${first}/`, { version: '1.3.0' })).statusCode).toBe(400);
    expect(await digest(t.db, ['release_notes'])).toEqual(before);
  });
});
