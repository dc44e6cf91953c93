/**
 * The payment providers by code. Each slice registers its own at start-up (agency funds and
 * partial payment here; card, Revolut, Payfacto, TPV, links, custom and accounting providers in
 * the gateways slice), so operations.ts finds them without importing them.
 */
import { fieldError } from '../../http/errors.ts';
import type { PaymentProvider } from './provider.ts';

const providers = new Map<string, PaymentProvider>();

export function registerProvider(provider: PaymentProvider): void {
  providers.set(provider.code, provider);
}

export function findProvider(code: string): PaymentProvider | undefined {
  return providers.get(code);
}

/** The provider, or a 400 on `provider` (an unknown code is bad input). */
export function providerOrThrow(code: string): PaymentProvider {
  const provider = providers.get(code);
  if (!provider) throw fieldError('provider', 'payments.unknown_provider', { provider: code });
  return provider;
}

export function providerCodes(): string[] {
  return [...providers.keys()].sort();
}
