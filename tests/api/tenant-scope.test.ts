/**
 * The tenant scope (ARCHITECTURE.md 'Security model'): an agency user sees its own agency and the
 * ones below, never a sibling's or a parent's; staff of the central agency see everything.
 */
import { describe, expect, it } from 'vitest';
import { agencyScope } from '../../server/http/scope.ts';
import { useTestApp } from '../../server/testing/testApp.ts';

const t = useTestApp();

const NETWORK = {
  central: 'Grupo Viajes Caribe',
  mexico: 'Turismo Azul México',
  spain: 'Viajes Sol de España',
  cancun: 'Agencia Cancún Travel',
  merida: 'Viajes Mérida Express',
  andalucia: 'Rutas Andaluzas',
};

async function visibleAgencies(username: string): Promise<string[]> {
  const { user, access } = await t.session(username);
  const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
  const actor = { type: user.type, agency: claims.agency };
  const rows = await t.db.selectFrom('agencies').select('name').where(agencyScope(actor, 'agencies.id')).orderBy('name').execute();
  return rows.map((r) => r.name);
}

describe('agencyScope', () => {
  it('gives staff of the central agency the whole network', async () => {
    for (const user of ['admin', 'commercial', 'accounting']) {
      expect(await visibleAgencies(user)).toEqual(Object.values(NETWORK).sort());
    }
  });

  it('gives an agency user its own agency and the ones below it', async () => {
    expect(await visibleAgencies('operator2')).toEqual([NETWORK.cancun, NETWORK.mexico, NETWORK.merida].sort());
    expect(await visibleAgencies('seller2')).toEqual([NETWORK.cancun, NETWORK.mexico, NETWORK.merida].sort());
    expect(await visibleAgencies('operator2b')).toEqual([NETWORK.andalucia, NETWORK.spain].sort());
    expect(await visibleAgencies('operator3')).toEqual([NETWORK.cancun]);
    expect(await visibleAgencies('operator3b')).toEqual([NETWORK.merida]);
  });

  it('does not let a prefix of the path leak: agency 1 is not agency 12', async () => {
    const actor = { type: 'operator' as const, agency: { id: 2, level: 'agency_2nd_level' as const, path: '1.2.' } };
    const central = await t.agencyId(NETWORK.central);
    // An agency whose path starts with '1.2' but is not under '1.2.': e.g. '1.25.'.
    const id = (await t.db.insertInto('agencies').values({ name: 'Prefijo engañoso', level: 2, parent_id: central, path: '' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('agencies').set({ path: `1.2${id}.` }).where('id', '=', id).execute();
    const rows = await t.db.selectFrom('agencies').select('name').where(agencyScope(actor, 'agencies.id')).execute();
    expect(rows.map((r) => r.name)).not.toContain('Prefijo engañoso');
  });
});

describe('through the API', () => {
  it('an operator of one third-level agency gets 404 for a sibling user', async () => {
    const sibling = await t.db.selectFrom('users').select('id').where('username', '=', 'operator3b').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/agency/operators/user/${sibling.id}/perfil`, headers: await t.auth('operator3') });
    expect(res.statusCode).toBe(404);
  });

  it("an admin of a third-level agency gets 404 for another agency's funds", async () => {
    await t.createUser({ username: 'admin_cancun', type: 'admin', agency: NETWORK.cancun });
    const headers = await t.auth('admin_cancun');
    const own = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-funds/${await t.agencyId(NETWORK.cancun)}/`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().funds).toBe('3080.00');
    for (const other of [NETWORK.merida, NETWORK.mexico, NETWORK.central, NETWORK.andalucia]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-funds/${await t.agencyId(other)}/`, headers });
      expect(res.statusCode, other).toBe(404);
    }
  });
});
