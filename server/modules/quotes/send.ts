/**
 * POST cart/quotes/{id}/send/: the quote's PDF e-mailed to the customer through the outbox (the
 * file is an outbox attachment; the worker sends it, retrying as for every mail).
 */
import { translate } from '../../../domain/i18n.ts';
import type { QuoteSendBody } from '../../../domain/schemas/quotes.ts';
import type { ServiceContext } from '../../http/context.ts';
import { queueMail } from '../mail/compose.ts';
import { quoteDocument } from './document.ts';
import { pdfMoney } from './pdf.ts';

export const QUOTE_MAIL_KIND = 'quote';

export async function sendQuote(ctx: ServiceContext, id: number, body: QuoteSendBody, mediaDir: string): Promise<{ detail: string; mail: number }> {
  const lang = body.language ?? ctx.lang;
  const file = await quoteDocument(ctx, id, mediaDir, lang);
  const quote = await ctx.db
    .selectFrom('quotes as q')
    .innerJoin('agencies as a', 'a.id', 'q.agency_id')
    .select(['q.name', 'q.total', 'q.currency_id', 'a.name as agency'])
    .where('q.id', '=', id)
    .executeTakeFirstOrThrow();
  const params = { name: quote.name, agency: quote.agency, total: pdfMoney(quote.total, quote.currency_id, lang) };
  const mail = await queueMail(ctx.db, {
    to: body.email,
    kind: QUOTE_MAIL_KIND,
    subject: translate(lang, 'quotes.mail_subject', params),
    body: translate(lang, 'quotes.mail_body', params),
    attachments: [{ filename: file.filename, contentType: 'application/pdf', content: file.content }],
  });
  return { detail: ctx.t('quotes.sent', { email: body.email }), mail };
}
