import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyIds, NETWORK, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
});

async function preview(user: string, agency: number, query: string, lang = 'es') {
  return t.app.inject({ method: 'GET', url: `/api/agency/agencies/${agency}/price-preview/?${query}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

describe('GET agency/agencies/{id}/price-preview/', () => {
  it('applies every general margin and active markup from the first level down (demo seed)', async () => {
    const res = await preview('admin', ids.cancun, 'service_type=hotels&net=100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      agency: ids.cancun,
      service_type: 'hotels',
      currency: 1,
      net: '100.00',
      sell: '129.98',
      steps: [
        { agency: ids.mexico, agency_name: NETWORK.mexico, earned_by: ids.central, earned_by_name: NETWORK.central, cost: '100.00', margin: '8.00', markup: '1.50', price: '109.50' },
        // 5 % of 109.50 is 5.475: rounded half away from zero; then the fixed hotels markup.
        { agency: ids.cancun, agency_name: NETWORK.cancun, earned_by: ids.mexico, earned_by_name: NETWORK.mexico, cost: '109.50', margin: '5.48', markup: '15.00', price: '129.98' },
      ],
    });
  });

  it('skips inactive markups and service types without one', async () => {
    expect((await preview('admin', ids.cancun, 'service_type=transfers&net=100')).json().sell).toBe('113.40');
    const andalucia = (await preview('admin', ids.andalucia, 'service_type=flights&net=500')).json();
    expect(andalucia.steps.map((s: { price: string }) => s.price)).toEqual(['552.50', '585.65']);
    expect(andalucia.currency).toBe(2);
  });

  it("shows an agency user only the steps below its own level", async () => {
    const below = (await preview('operator2b', ids.andalucia, 'service_type=flights&net=500')).json();
    expect(below.sell).toBe('585.65');
    expect(below.steps).toEqual([expect.objectContaining({ agency: ids.andalucia, cost: '552.50', margin: '33.15' })]);
    const own = (await preview('operator2', ids.mexico, 'service_type=flights&net=500')).json();
    expect(own).toMatchObject({ sell: '552.50', steps: [] });
  });

  it('answers 404 outside the subtree, 403 without the permission, 400 on a bad query', async () => {
    expect((await preview('operator2', ids.andalucia, 'service_type=hotels&net=10')).statusCode).toBe(404);
    expect((await preview('operator3', ids.cancun, 'service_type=hotels&net=10')).statusCode).toBe(403);
    const bad = await preview('admin', ids.cancun, 'service_type=boats&net=0', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ service_type: ['Select a valid choice.'], net: ['The value must be a number greater than 0.'] });
    expect((await preview('admin', ids.cancun, 'net=10', 'en')).json()).toEqual({ service_type: ['This field is required.'] });
  });
});
