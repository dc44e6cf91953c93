/**
 * Revolut Merchant API adapter (https://developer.revolut.com/docs/api/merchant): create an
 * order (its `checkout_url` is the hosted page the customer pays on), retrieve it, refund it
 * (`POST /orders/{id}/refund`, a refund order comes back) and cancel an uncaptured one. Amounts
 * travel in minor units. Errors answer `{code, message}` and become GatewayError.
 */
import { GatewayError, gatewayCall, parseJson } from '../gatewayHttp.ts';
import type { RevolutSettings } from '../settings.ts';

export type RevolutState = 'pending' | 'processing' | 'authorised' | 'completed' | 'cancelled' | 'failed';

export interface RevolutOrder {
  id: string;
  token: string;
  type: 'payment' | 'refund';
  state: RevolutState;
  amount: number;
  currency: string;
  checkout_url?: string;
  merchant_order_data?: { reference?: string };
}

export interface CreateOrderInput {
  amountMinor: number;
  currency: string;
  description: string;
  /** Our own reference (the payment request id), echoed in webhooks as merchant_order_ext_ref. */
  reference: string;
  redirectUrl: string;
}

const PROVIDER = 'revolut';

function isOrder(value: unknown): value is RevolutOrder {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.state === 'string' && typeof v.amount === 'number';
}

export class RevolutClient {
  constructor(private readonly settings: RevolutSettings) {}

  private async call(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<RevolutOrder> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.settings.secretKey}`,
      'revolut-api-version': this.settings.apiVersion,
      accept: 'application/json',
    };
    if (body) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const res = await gatewayCall(PROVIDER, `${this.settings.apiUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const json = parseJson(PROVIDER, res);
    if (res.status < 200 || res.status > 299) {
      const err = (json ?? {}) as { code?: unknown; message?: unknown };
      throw new GatewayError(PROVIDER, res.status, String(err.code ?? 'error'), String(err.message ?? ''));
    }
    if (!isOrder(json)) throw new GatewayError(PROVIDER, res.status, 'bad_response', res.text.slice(0, 200));
    return json;
  }

  createOrder(input: CreateOrderInput, idempotencyKey?: string): Promise<RevolutOrder> {
    return this.call(
      'POST',
      '/orders',
      {
        amount: input.amountMinor,
        currency: input.currency,
        description: input.description,
        merchant_order_data: { reference: input.reference },
        redirect_url: input.redirectUrl,
      },
      idempotencyKey,
    );
  }

  getOrder(id: string): Promise<RevolutOrder> {
    return this.call('GET', `/orders/${encodeURIComponent(id)}`);
  }

  refundOrder(id: string, amountMinor: number, description: string, idempotencyKey?: string): Promise<RevolutOrder> {
    return this.call('POST', `/orders/${encodeURIComponent(id)}/refund`, { amount: amountMinor, description }, idempotencyKey);
  }

  cancelOrder(id: string): Promise<RevolutOrder> {
    return this.call('POST', `/orders/${encodeURIComponent(id)}/cancel`);
  }
}

/** Webhook body of the Merchant API: `{event, order_id, merchant_order_ext_ref}`. */
export interface RevolutWebhookEvent {
  event: string;
  order_id: string;
  merchant_order_ext_ref?: string;
}

/** Order events and the operation status each one means. */
export const REVOLUT_EVENT_STATUS: Record<string, RevolutState> = {
  ORDER_AUTHORISED: 'authorised',
  ORDER_COMPLETED: 'completed',
  ORDER_CANCELLED: 'cancelled',
  ORDER_FAILED: 'failed',
  ORDER_PAYMENT_DECLINED: 'failed',
  ORDER_PAYMENT_FAILED: 'failed',
};
