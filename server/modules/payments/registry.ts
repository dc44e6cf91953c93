/**
 * The payment providers by code. Each slice registers its own at start-up (agency funds and
 * partial payment here; card, Revolut, Payfacto, TPV, links, custom and accounting providers in
 * the gateways slice), so operations.ts finds them without importing them.
 */
import { fieldError } from '../../http/errors.ts';
import type { Db } from '../ledger/accounts.ts';
import type { PaymentProvider } from './provider.ts';

const providers = new Map<string, PaymentProvider>();

/** A code that stands for another chosen at pay time ('card' → the configured card gateway). */
interface Alias {
  resolve: (db: Db) => Promise<string>;
  /** Every code it may stand for (a retried Idempotency-Key is looked up under each). */
  targets: readonly string[];
}
const aliases = new Map<string, Alias>();

export function registerAlias(code: string, alias: Alias): void {
  aliases.set(code, alias);
}

/** The provider a pay request names: itself, or what its alias stands for now. */
export async function resolveProvider(db: Db, code: string): Promise<PaymentProvider> {
  const alias = aliases.get(code);
  return providerOrThrow(alias ? await alias.resolve(db) : code);
}

/** The codes an operation asked for with `code` may be stored under. */
export function storedCodes(code: string): readonly string[] {
  return aliases.get(code)?.targets ?? [code];
}

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
