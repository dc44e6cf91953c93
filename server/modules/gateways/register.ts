/** Registers this slice's payment providers with the core's registry (app.ts calls it once). */
import type { Config } from '../../config.ts';
import { registerProvider } from '../payments/registry.ts';
import { accountingProviderProvider } from './accountingProviders/provider.ts';
import { customProvider } from './providers/custom.ts';
import { providerSettings, revolutProvider } from './providers/revolut.ts';
import { tpvProvider } from './providers/tpv.ts';

export function registerGatewayProviders(config: Pick<Config, 'publicUrl' | 'port'>): void {
  registerProvider(revolutProvider(providerSettings(config)));
  registerProvider(accountingProviderProvider);
  registerProvider(customProvider);
  registerProvider(tpvProvider);
}
