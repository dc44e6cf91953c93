/**
 * The statement export streams (issue 10: 100 000 ledger rows with less than 100 MB memory growth;
 * tests/bench/scenarios/76-statement-export.ts measures the memory). Here, with a few thousand
 * lines: the ledger is read in keyset batches of at most EXPORT_BATCH_SIZE, the answer starts
 * before the last batch is read, and a client that stops reading stops the reading of the ledger
 * (back-pressure), so what the server holds is a batch and the stream buffers, not the export.
 */
import { sql } from 'kysely';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { keysetBatchRead } from '../../http/pagination.ts';
import { EXPORT_BATCH_SIZE } from '../../http/xlsx.ts';
import { move, newAgency } from './testing.ts';

/** Sizes of the batches the exports read, in order (published by the real keysetBatches). */
const read = { batches: [] as number[] };
const onBatch = (size: unknown) => read.batches.push(size as number);
beforeAll(() => keysetBatchRead.subscribe(onBatch));
afterAll(() => keysetBatchRead.unsubscribe(onBatch));

const t = useTestApp();

/** Enough lines, with references that hardly compress, for the zip to outgrow the stream buffers. */
const LINES = 3000;

/** `n` more deposits on the agency's funds in one statement (the per-line API would take minutes); references do not compress away. */
async function bulkDeposits(agency: number, n: number): Promise<void> {
  await move(t, agency, '1.00', { reference: 'apertura' });
  const accounts = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.id', 'a.kind'])
    .where('e.transaction_id', '=', (eb) => eb.selectFrom('ledger_entries as f').innerJoin('ledger_accounts as b', 'b.id', 'f.account_id').select((e) => e.fn.max('f.transaction_id').as('m')).where('b.agency_id', '=', agency))
    .execute();
  const funds = accounts.find((a) => a.kind === 'agency_funds')?.id;
  const opening = accounts.find((a) => a.kind === 'opening_balance')?.id;
  if (!funds || !opening) throw new Error('accounts not found');
  await t.db.transaction().execute(async (tx) => {
    await sql`create temp table bulk_tx on commit drop as
      with made as (
        insert into ledger_transactions (kind, reference)
        select 'deposit', 'lote ' || md5(g::text) || md5((g + 1)::text) || md5((g + 2)::text) || md5((g + 3)::text)
        from generate_series(1, ${n}) g returning id
      ) select id from made`.execute(tx);
    await sql`insert into ledger_entries (transaction_id, account_id, amount, currency_id)
      select b.id, x.account, x.amount, 1 from bulk_tx b
      cross join lateral (values (${funds}::int, (1 + b.id % 97)::numeric(14,2)), (${opening}::int, -(1 + b.id % 97)::numeric(14,2))) x(account, amount)
      order by 1, 2`.execute(tx);
  });
}

/** Resolves once no batch has been read for a while (the export is waiting for its client, or done). */
async function settled(): Promise<number> {
  let seen = -1;
  for (let quiet = 0; quiet < 5; ) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    quiet = read.batches.length === seen ? quiet + 1 : 0;
    seen = read.batches.length;
  }
  return seen;
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('GET accounting/balance/{id}/export/ streams', () => {
  it('reads the ledger in keyset batches and stops reading while the client does not read', async () => {
    const agency = await newAgency(t, 'Extracto Masivo');
    await bulkDeposits(agency, LINES);
    const total = LINES + 1;
    const batches = Math.ceil(total / EXPORT_BATCH_SIZE);
    read.batches.length = 0;
    // payloadAsStream: the answer resolves on its headers; its body flows only as the test reads it.
    const res = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/${agency}/export/`, headers: await t.auth('accounting'), payloadAsStream: true });
    expect(res.statusCode).toBe(200);
    const body = res.stream();
    // The headers (and the first bytes) left before the ledger was read to its end …
    const whileUnread = await settled();
    expect(whileUnread).toBeGreaterThan(0);
    // … and with nobody reading, the server waits instead of reading (and holding) the rest.
    expect(whileUnread).toBeLessThan(batches);
    const file = await drain(body);
    expect(read.batches).toHaveLength(batches);
    expect(Math.max(...read.batches)).toBeLessThanOrEqual(EXPORT_BATCH_SIZE);

    const rows = await sheetRows(file);
    const lines = rows.slice(4);
    expect(lines).toHaveLength(total);
    // Oldest first, every transaction once, and the running balance ends on the account's balance.
    const ids = lines.map((r) => Number(r[1]));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    const kept = await t.db.selectFrom('ledger_accounts').select(sql<string>`balance::numeric(16,2)::text`.as('b')).where('agency_id', '=', agency).where('kind', '=', 'agency_funds').executeTakeFirstOrThrow();
    expect(Number(lines[lines.length - 1][7]).toFixed(2)).toBe(kept.b);
    expect(rows[2]).toEqual(['Saldo inicial', 0, 'Saldo final', Number(kept.b)]);
  });
});
