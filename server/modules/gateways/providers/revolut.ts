/**
 * Revolut as a PaymentProvider of the core (server/modules/payments/provider.ts). The money of a
 * completed card payment comes from the gateway's clearing account. `parseWebhook` is the one
 * signature check of our webhook endpoint.
 *
 * A remote provider: the core calls it only outside a transaction (payments/remote.ts). Orders
 * carry our reference `operation-{id}` (a webhook finds the operation by it even if the order id
 * was never recorded) and `Idempotency-Key`s derived from the operation, so repeating a call —
 * a refund above all — returns the first answer instead of acting twice.
 */
import type { Server } from 'node:http';
import { fromMinor, toMinor } from '../../../../domain/money.ts';
import type { OperationStatus } from '../../../../domain/payments/statuses.ts';
import { ApiError } from '../../../http/errors.ts';
import { gatewayClearing } from '../../ledger/accounts.ts';
import { operationReference, type OperationRow } from '../../payments/operations.ts';
import type { PaymentProvider, ProviderContext, ProviderResult, WebhookEvent, WebhookRequest } from '../../payments/provider.ts';
import { REVOLUT_EVENT_STATUS, RevolutClient, type RevolutOrder } from '../revolut/client.ts';
import { verifyRevolutSignature } from '../revolut/signature.ts';
import { gatewaySettings, type GatewaySettings } from '../settings.ts';

export const REVOLUT = 'revolut';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An order the gateway holds but nobody paid yet is `processing` for us: it waits for the payer. */
function resultOf(order: RevolutOrder): ProviderResult {
  const status: OperationStatus = order.state === 'pending' ? 'processing' : order.state;
  return { status, externalId: order.id, capturedMinor: order.state === 'completed' ? order.amount : undefined, redirectUrl: order.checkout_url ?? null, payload: order };
}

/** Where the payer comes back: the caller's (a payment link's), else the card payment's return page. */
export function cardReturnUrl(publicUrl: string, operation: OperationRow, given?: string): string {
  if (given) return given;
  return operation.public_id ? `${publicUrl}/api/payments/card/${operation.public_id}/return/` : `${publicUrl}/payment-success`;
}

async function currencyCode(ctx: ProviderContext, operation: OperationRow): Promise<string> {
  const row = await ctx.db.selectFrom('currencies').select('abbreviation').where('id', '=', operation.currency_id).executeTakeFirstOrThrow();
  return row.abbreviation;
}

export function revolutProvider(settingsFor: (ctx: ProviderContext | null) => GatewaySettings): PaymentProvider {
  const client = (ctx: ProviderContext | null) => new RevolutClient(settingsFor(ctx).revolut);
  const orderOf = (operation: OperationRow) => {
    if (!operation.external_id) throw new Error(`operation ${operation.id} has no Revolut order`);
    return operation.external_id;
  };
  return {
    code: REVOLUT,
    remote: true,
    retrySafeRefunds: true,
    sourceAccount: (operation) => gatewayClearing(REVOLUT, operation.currency_id),
    async initiate(ctx, operation) {
      const reference = operationReference(operation.id);
      const order = await client(ctx).createOrder(
        { amountMinor: toMinor(operation.amount), currency: await currencyCode(ctx, operation), description: `Payment ${operation.id}`, reference, redirectUrl: cardReturnUrl(settingsFor(ctx).publicUrl, operation, ctx.returnUrl) },
        reference,
      );
      return resultOf(order);
    },
    async authorize(ctx, operation) {
      return resultOf(await client(ctx).getOrder(orderOf(operation)));
    },
    // Orders are created with automatic capture: capturing is reading what the gateway did.
    async capture(ctx, operation) {
      return resultOf(await client(ctx).getOrder(orderOf(operation)));
    },
    async refund(ctx, refund, payment) {
      const order = await client(ctx).refundOrder(orderOf(payment), toMinor(refund.amount), `Refund ${refund.id} of ${fromMinor(toMinor(payment.amount))}`, `refund-${refund.id}`);
      return { status: order.state as OperationStatus, externalId: order.id, capturedMinor: order.amount, payload: order };
    },
    // Only an order nobody paid can be cancelled: a paid one is answered as it stands.
    async cancel(ctx, operation) {
      const order = await client(ctx).getOrder(orderOf(operation));
      if (order.state !== 'pending' && order.state !== 'authorised') return resultOf(order);
      return resultOf(await client(ctx).cancelOrder(order.id));
    },
    async parseWebhook(request: WebhookRequest): Promise<WebhookEvent | null> {
      const check = verifyRevolutSignature({
        secret: settingsFor(null).revolut.webhookSecret,
        rawBody: request.rawBody,
        timestamp: header(request.headers['revolut-request-timestamp']),
        signature: header(request.headers['revolut-signature']),
        now: Date.now(),
      });
      if (check === 'forged') throw new ApiError(400, { key: 'gateways.webhook_forged' }, 'webhook_forged');
      if (check === 'stale') throw new ApiError(400, { key: 'gateways.webhook_stale' }, 'webhook_stale');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(request.rawBody) as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (typeof body.event !== 'string' || typeof body.order_id !== 'string') throw new ApiError(400, { key: 'gateways.webhook_malformed' }, 'webhook_malformed');
      const status = REVOLUT_EVENT_STATUS[body.event];
      // Events we do not act on are acknowledged, so the gateway stops sending them.
      if (!status) return null;
      const reference = typeof body.merchant_order_ext_ref === 'string' ? body.merchant_order_ext_ref : undefined;
      return { eventId: `${body.order_id}:${body.event}`, externalId: body.order_id, reference, status, payload: body };
    },
  };
}

/**
 * The settings a provider call uses: PUBLIC_URL, else the caller's origin (the address the payer's
 * browser knows), else the address this server listens on (a job's or a cancellation's call), else
 * the configured port.
 */
export function providerSettings(config: { publicUrl: string; port: number }, server?: Server) {
  return (ctx: ProviderContext | null) => {
    const address = server?.listening ? server.address() : null;
    const port = address && typeof address === 'object' ? address.port : config.port;
    return gatewaySettings({ publicUrl: config.publicUrl || ctx?.origin || '', port });
  };
}
