/**
 * The PayFacto sandbox: the v1 redirect API (CreatePurchaseSession → SecureID, GetResponse) and
 * refund, in PayFacto's wire format (form body with auth-api-key and a base64 payload, answers as
 * field=value pairs; ReturnCode 00 approved, 05 declined, 13 bad amount, 96 no result yet), and
 * the hosted page, which sends the cardholder to SuccessURL or FailureURL with the SecureID.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodePayfactoRequest, payfactoAmount } from '../payfacto/form.ts';
import { settingsOf } from '../runtime.ts';
import { cardOutcome } from './cards.ts';
import { cardPage, minorToText } from './cardPage.ts';
import { addSandboxRefund, createSandboxOrder, findSandboxOrder, settleSandboxOrder } from './store.ts';

const P = 'payfacto';

const answer = (reply: FastifyReply, status: number, fields: Record<string, string>) =>
  reply.code(status).type('application/x-www-form-urlencoded').send(new URLSearchParams(fields).toString());

export async function payfactoSandboxRoutes(app: FastifyInstance): Promise<void> {
  const request = (body: unknown, reply: FastifyReply) => {
    const decoded = decodePayfactoRequest(String(body ?? ''));
    if (!decoded || decoded.apiKey !== settingsOf(app).payfacto.apiKey) {
      void answer(reply, 401, { ReturnCode: '99', Message: 'Invalid auth-api-key' });
      return null;
    }
    return decoded.fields;
  };

  app.post('/v1/redirect/CreatePurchaseSession', async (req, reply) => {
    const f = request(req.body, reply);
    if (!f) return reply;
    const amount = Number(f.Amount);
    if (!/^\d{1,11}$/.test(f.Amount ?? '') || amount <= 0) return answer(reply, 400, { ReturnCode: '13', Message: 'Invalid amount' });
    if (!f.SuccessURL || !f.FailureURL) return answer(reply, 400, { ReturnCode: '30', Message: 'SuccessURL and FailureURL are required' });
    const order = await createSandboxOrder(app.db, { provider: P, amountMinor: amount, currency: 'CAD', reference: f.InvoiceNumber ?? '', redirectUrl: f.SuccessURL, failureUrl: f.FailureURL });
    return answer(reply, 200, { ReturnCode: '00', SecureID: order.token });
  });

  app.post('/v1/redirect/GetResponse', async (req, reply) => {
    const f = request(req.body, reply);
    if (!f) return reply;
    const order = await findSandboxOrder(app.db, P, 'token', f.SecureID ?? '');
    if (!order) return answer(reply, 404, { ReturnCode: '91', Message: 'Unknown SecureID' });
    const code = order.state === 'completed' ? '00' : order.state === 'failed' ? '05' : '96';
    return answer(reply, 200, { ReturnCode: code, TransactionNumber: order.id, Amount: payfactoAmount(order.amount_minor), InvoiceNumber: order.reference });
  });

  app.post('/v1/refund', async (req, reply) => {
    const f = request(req.body, reply);
    if (!f) return reply;
    const amount = Number(f.Amount);
    if (!/^\d{1,11}$/.test(f.Amount ?? '') || amount <= 0) return answer(reply, 400, { ReturnCode: '13', Message: 'Invalid amount' });
    const order = await findSandboxOrder(app.db, P, 'id', f.TransactionNumber ?? '');
    if (!order) return answer(reply, 404, { ReturnCode: '91', Message: 'Unknown transaction' });
    const updated = await addSandboxRefund(app.db, order.id, amount);
    if (!updated) return answer(reply, 200, { ReturnCode: '13', Message: 'Amount exceeds what is left to refund' });
    return answer(reply, 200, { ReturnCode: '00', TransactionNumber: order.id, Amount: payfactoAmount(amount), InvoiceNumber: order.reference });
  });

  app.get<{ Querystring: { SecureID?: string } }>('/hosted', async (req, reply) => {
    const order = await findSandboxOrder(app.db, P, 'token', req.query.SecureID ?? '');
    if (!order) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html').send(cardPage({ provider: 'PayFacto', amount: minorToText(order.amount_minor), currency: order.currency, description: order.reference, action: req.url }));
  });

  app.post<{ Querystring: { SecureID?: string } }>('/hosted', async (req, reply) => {
    const order = await findSandboxOrder(app.db, P, 'token', req.query.SecureID ?? '');
    if (!order) return reply.code(404).type('text/plain').send('Not found');
    const outcome = cardOutcome(new URLSearchParams(String(req.body ?? '')).get('card_number') ?? '');
    if (outcome === 'unknown') {
      return reply.code(400).type('text/html').send(cardPage({ provider: 'PayFacto', amount: minorToText(order.amount_minor), currency: order.currency, description: order.reference, action: req.url, error: 'Not a test card.' }));
    }
    await settleSandboxOrder(app.db, order.id, outcome === 'approved' ? 'completed' : 'failed');
    const target = new URL(outcome === 'approved' ? order.redirect_url : order.failure_url);
    target.searchParams.set('SecureID', order.token);
    return reply.redirect(target.toString(), 303);
  });
}
