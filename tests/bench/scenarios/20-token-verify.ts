/** POST /api/accounts/token/verify/ with a valid access token at 50 connections. */
import { load, loadMetrics, type Scenario } from '../lib/harness.ts';

const scenario: Scenario = {
  name: 'token-verify',
  description: 'POST /api/accounts/token/verify/, 50 connections',
  async run(ctx) {
    const result = await load(ctx, {
      url: `${ctx.baseURL}/api/accounts/token/verify/`,
      method: 'POST',
      connections: 50,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: ctx.adminAccess }),
    });
    return loadMetrics('token verify', result);
  },
};
export default scenario;
