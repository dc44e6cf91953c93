/** Registers this slice's payment providers with the core's registry (app.ts calls it once). */
import type { Config } from '../../config.ts';
import { onOperationMoved } from '../payments/operations.ts';
import { registerProvider } from '../payments/registry.ts';
import { accountingProviderProvider } from './accountingProviders/provider.ts';
import { registerCardAlias } from './card/gateway.ts';
import { followPaymentRequest } from './paymentRequests/follow.ts';
import { customProvider } from './providers/custom.ts';
import { payfactoProvider } from './providers/payfacto.ts';
import { providerSettings, revolutProvider } from './providers/revolut.ts';
import { tpvProvider } from './providers/tpv.ts';

export function registerGatewayProviders(config: Pick<Config, 'publicUrl' | 'port'>): void {
  registerProvider(revolutProvider(providerSettings(config)));
  registerProvider(payfactoProvider(providerSettings(config)));
  registerCardAlias();
  registerProvider(accountingProviderProvider);
  registerProvider(customProvider);
  registerProvider(tpvProvider);
  onOperationMoved(followPaymentRequest);
}
