/**
 * GET accounting/agency-choices/ (issue 10): the agency picker of the deposit report and the
 * evidence list, for accountants who hold no agency-network permission; always in the tenant scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgencyChoiceRecord } from '../../../domain/records/evidences.ts';
import { agencyIds, NETWORK, type AgencyKey } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await t.createUser({ username: 'choice_cancun', agency: NETWORK.cancun, groups: ['Finances Booking'] });
});

async function names(user: string, query = ''): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-choices/?page_size=1000${query}`, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: AgencyChoiceRecord[] }>().results.map((a) => a.name);
}

describe('GET accounting/agency-choices/', () => {
  it('gives the accountants, who may not list the agency network, every agency by name', async () => {
    const agencies = await t.app.inject({ method: 'GET', url: '/api/agency/agencies/', headers: await t.auth('accounting') });
    expect(agencies.statusCode).toBe(403);
    const all = await names('accounting');
    for (const name of Object.values(NETWORK)) expect(all).toContain(name);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const res = await t.app.inject({ method: 'GET', url: '/api/accounting/agency-choices/?search=azul', headers: await t.auth('accounting') });
    expect(res.json<{ results: AgencyChoiceRecord[] }>().results).toEqual([{ id: ids.mexico, name: NETWORK.mexico, level: 'agency_2nd_level', currency: 1 }]);
  });

  it('keeps an agency user inside its own subtree, also when asked by id', async () => {
    const mexico = await names('operator2');
    expect(mexico).toEqual(expect.arrayContaining([NETWORK.mexico, NETWORK.cancun, NETWORK.merida]));
    expect(mexico).not.toContain(NETWORK.spain);
    expect(mexico).not.toContain(NETWORK.central);
    expect(await names('choice_cancun')).toEqual([NETWORK.cancun]);
    expect(await names('choice_cancun', `&id__in=${ids.mexico},${ids.spain},${ids.cancun}`)).toEqual([NETWORK.cancun]);
  });

  it('is refused to users who neither see evidences nor the reports', async () => {
    for (const user of ['operator3', 'commercial', 'coordinator']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/accounting/agency-choices/', headers: await t.auth(user) });
      expect(res.statusCode, user).toBe(403);
    }
  });
});
