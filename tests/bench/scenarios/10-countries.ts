/** Authenticated read: GET /api/nomenclator/countries/ with the admin's bearer at 50 connections. */
import { load, loadMetrics, type Scenario } from '../lib/harness.ts';

const scenario: Scenario = {
  name: 'countries',
  description: 'authenticated GET /api/nomenclator/countries/, 50 connections',
  async run(ctx) {
    const result = await load(ctx, {
      url: `${ctx.baseURL}/api/nomenclator/countries/`,
      connections: 50,
      headers: { authorization: `Bearer ${ctx.adminAccess}` },
    });
    return loadMetrics('GET countries', result, { op: '<', value: 50 });
  },
};
export default scenario;
