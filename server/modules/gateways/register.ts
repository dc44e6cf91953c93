/** Registers this slice's payment providers with the core's registry (app.ts calls it once). */
import type { Server } from 'node:http';
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

/** `server`: the app's, so calls made without a request (jobs, after a commit) reach this server's sandbox. */
export function registerGatewayProviders(config: Pick<Config, 'publicUrl' | 'port'>, server?: Server): void {
  registerProvider(revolutProvider(providerSettings(config, server)));
  registerProvider(payfactoProvider(providerSettings(config, server)));
  registerCardAlias();
  registerProvider(accountingProviderProvider);
  registerProvider(customProvider);
  registerProvider(tpvProvider);
  onOperationMoved(followPaymentRequest);
}
