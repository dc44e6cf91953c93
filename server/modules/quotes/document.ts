/** A quote's PDF as a file: the visible quote, its owner's agency (name, logo) and the layout of pdf.ts. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import type { ServiceContext } from '../../http/context.ts';
import { renderQuotePdf } from './pdf.ts';
import { getQuote } from './service.ts';

export interface QuoteFile {
  filename: string;
  content: Buffer;
}

async function logoOf(mediaDir: string, file: string | null): Promise<Buffer | null> {
  if (!file) return null;
  try {
    return await readFile(path.join(mediaDir, path.basename(file)));
  } catch {
    // A logo row whose file is gone: the PDF goes out with the name only.
    return null;
  }
}

/** `mediaDir`: DATA_DIR/media, where agency logos are. */
export async function quoteDocument(ctx: Pick<ServiceContext, 'db' | 'actor'>, id: number, mediaDir: string, lang: Language, now = new Date()): Promise<QuoteFile> {
  const quote = await getQuote(ctx, id);
  const agency = await ctx.db.selectFrom('agencies').select(['name', 'logo']).where('id', '=', quote.agency).executeTakeFirstOrThrow();
  const t = (key: string, params?: Parameters<typeof translate>[2]) => translate(lang, key, params);
  const content = await renderQuotePdf({ quote, agency: { name: agency.name, logo: await logoOf(mediaDir, agency.logo) }, lang, t, now });
  return { filename: t('quotes.pdf.filename', { id: quote.id }), content };
}
