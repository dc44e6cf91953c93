/**
 * The PayFacto adapter against the sandbox over real HTTP: its wire format (form body with
 * auth-api-key and a base64 payload), the redirect session and hosted page, GetResponse as the
 * source of truth, refunds never above the purchase, and a wrong key refused.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { PayfactoClient } from './payfacto/client.ts';
import { decodePayfactoRequest, encodePayfactoRequest } from './payfacto/form.ts';
import { gatewaySettings } from './settings.ts';
import { listening } from './testing.ts';

const t = useTestApp();

async function client(apiKey?: string) {
  const base = await listening(t.app);
  const settings = gatewaySettings({ publicUrl: base, port: 0 }, {});
  return new PayfactoClient({ ...settings.payfacto, ...(apiKey ? { apiKey } : {}) });
}

const session = { amountMinor: 5_000, invoiceNumber: 'INV-1', customerNumber: 'AG000001', language: 'en', successUrl: 'http://shop.test/ok', failureUrl: 'http://shop.test/ko' };

async function payHosted(hostedUrl: string, card: string) {
  return fetch(hostedUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `card_number=${card}`, redirect: 'manual' });
}

describe('PayFacto adapter against the sandbox', () => {
  it('encodes requests as auth-api-key plus a base64 query-string payload', () => {
    const body = encodePayfactoRequest('k', { Amount: '00000005000', InvoiceNumber: 'A&B' });
    expect(body).toMatch(/^auth-api-key=k&payload=/);
    expect(decodePayfactoRequest(body)).toEqual({ apiKey: 'k', fields: { Amount: '00000005000', InvoiceNumber: 'A&B' } });
  });

  it('approved card: success URL with the SecureID, GetResponse 00; refunds within the purchase only', async () => {
    const payfacto = await client();
    const s = await payfacto.createPurchaseSession(session);
    expect(s.hostedUrl).toContain(`SecureID=${s.secureId}`);
    expect((await payfacto.getResponse(s.secureId)).returnCode).toBe('96');
    const res = await payHosted(s.hostedUrl, '4242424242424242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/ok?SecureID=${s.secureId}`);
    const result = await payfacto.getResponse(s.secureId);
    expect(result).toMatchObject({ approved: true, returnCode: '00', amountMinor: 5_000, invoiceNumber: 'INV-1' });
    await expect(payfacto.refund(result.transactionNumber, 5_001)).rejects.toMatchObject({ code: '13' });
    await payfacto.refund(result.transactionNumber, 3_000);
    await expect(payfacto.refund(result.transactionNumber, 2_001)).rejects.toMatchObject({ code: '13' });
    expect((await payfacto.refund(result.transactionNumber, 2_000)).approved).toBe(true);
  });

  it('declined card: failure URL, GetResponse 05, nothing to refund', async () => {
    const payfacto = await client();
    const s = await payfacto.createPurchaseSession(session);
    const res = await payHosted(s.hostedUrl, '4000 0000 0000 0002');
    expect(res.headers.get('location')).toBe(`http://shop.test/ko?SecureID=${s.secureId}`);
    const result = await payfacto.getResponse(s.secureId);
    expect(result).toMatchObject({ approved: false, returnCode: '05' });
    await expect(payfacto.refund(result.transactionNumber, 100)).rejects.toMatchObject({ code: '13' });
  });

  it('a wrong API key is a GatewayError 401; a zero amount a 400', async () => {
    await expect((await client('wrong')).createPurchaseSession(session)).rejects.toMatchObject({ status: 401, code: '99' });
    await expect((await client()).createPurchaseSession({ ...session, amountMinor: 0 })).rejects.toMatchObject({ status: 400, code: '13' });
  });
});
