/**
 * The provider 'card': pages, the checkout and the API say "card" and never name a gateway; which
 * one takes the payment is the `card_gateway` setting (revolut by default), read when a payment
 * starts. The operation is stored under the gateway's own code, so its refunds and its list stay
 * with the gateway that took the money even after the setting changes.
 */
import { DEFAULT_CARD_GATEWAY, GATEWAYS, type Gateway } from '../../../../domain/gateways.ts';
import { CONFIGURATION_SCHEMAS } from '../../../../domain/schemas/configurations.ts';
import type { Db } from '../../ledger/accounts.ts';
import { registerAlias } from '../../payments/registry.ts';

export const CARD = 'card';

/** The `card_gateway` setting; a missing or malformed row falls back to the default. */
export async function cardGateway(db: Db): Promise<Gateway> {
  const row = await db.selectFrom('configurations').select('value').where('key', '=', 'card_gateway').executeTakeFirst();
  const parsed = CONFIGURATION_SCHEMAS.card_gateway.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_CARD_GATEWAY;
}

export function registerCardAlias(): void {
  registerAlias(CARD, { resolve: cardGateway, targets: GATEWAYS });
}
