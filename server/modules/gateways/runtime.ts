/**
 * The gateway settings of a running app. Without PUBLIC_URL the callbacks point at this very
 * server: the address it listens on (a test's ephemeral port), else the configured port.
 */
import type { Server } from 'node:http';
import { PayfactoClient } from './payfacto/client.ts';
import { RevolutClient } from './revolut/client.ts';
import { gatewaySettings, type GatewaySettings } from './settings.ts';

/** What the gateways read of the app: the port it listens on and the configured public URL. */
export interface AppAddress {
  server: Server;
  config: { publicUrl: string; port: number };
}

/** The public URL and the port callbacks reach this server on (also the hotel provider's sandbox). */
export function appAddress(app: AppAddress): { publicUrl: string; port: number } {
  const address = app.server.listening ? app.server.address() : null;
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return { publicUrl: app.config.publicUrl, port };
}

export function settingsOf(app: AppAddress, env: Record<string, string | undefined> = process.env): GatewaySettings {
  return gatewaySettings(appAddress(app), env);
}

export const revolutOf = (app: AppAddress) => new RevolutClient(settingsOf(app).revolut);
export const payfactoOf = (app: AppAddress) => new PayfactoClient(settingsOf(app).payfacto);

/** Where a gateway posts its webhooks for us. */
export const webhookUrl = (settings: GatewaySettings, provider: string) => `${settings.publicUrl}/api/payments/webhooks/${provider}/`;
