/**
 * The gateway settings of a running app. Without PUBLIC_URL the callbacks point at this very
 * server: the address it listens on (a test's ephemeral port), else the configured port.
 */
import type { FastifyInstance } from 'fastify';
import { PayfactoClient } from './payfacto/client.ts';
import { RevolutClient } from './revolut/client.ts';
import { gatewaySettings, type GatewaySettings } from './settings.ts';

export function settingsOf(app: FastifyInstance, env: Record<string, string | undefined> = process.env): GatewaySettings {
  const address = app.server.listening ? app.server.address() : null;
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return gatewaySettings({ publicUrl: app.config.publicUrl, port }, env);
}

export const revolutOf = (app: FastifyInstance) => new RevolutClient(settingsOf(app).revolut);
export const payfactoOf = (app: FastifyInstance) => new PayfactoClient(settingsOf(app).payfacto);

/** Where a gateway posts its webhooks for us. */
export const webhookUrl = (settings: GatewaySettings, provider: string) => `${settings.publicUrl}/api/payments/webhooks/${provider}/`;
