/**
 * Login throughput: POST /api/accounts/login/ as admin at 10 connections. Password hashing is meant
 * to be slow, so this is far below the other figures. The login throttle counts failed logins only,
 * so successful ones are not throttled (a non-zero "failed answers" figure would say otherwise).
 */
import { DEMO_PASSWORD, load, loadMetrics, type Scenario } from '../lib/harness.ts';

const scenario: Scenario = {
  name: 'login',
  description: 'POST /api/accounts/login/ as admin, 10 connections',
  async run(ctx) {
    const result = await load(ctx, {
      url: `${ctx.baseURL}/api/accounts/login/`,
      method: 'POST',
      connections: 10,
      timeout: 30,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    return loadMetrics('login', result);
  },
};
export default scenario;
