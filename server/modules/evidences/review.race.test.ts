/**
 * Accountants racing to review one evidence on review (PostgreSQL only: PGlite runs one query at a
 * time, so nothing can race): 8 approvals and 4 denials at the same moment. Exactly one change
 * wins, every other is a 409 before any money moves; if an approval won, the agency's funds rose
 * by the evidence's amount once and one deposit (one payment operation) is linked to it; if a
 * denial won, nothing was credited.
 *
 * Runs with `npm run test:pg -- server/modules/evidences/review.race.test.ts`.
 *
 * Proving the test can fail: `EVIDENCE_GUARD=off npm run test:pg -- server/modules/evidences/review.race.test.ts`
 * reads the status and writes it without the guard and drops the deposit's unique link to the
 * evidence (server/modules/evidences/review.ts evidenceGuardEnabled): every racing change passes,
 * and the agency is credited once per approval.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceDetailRecord } from '../../../domain/records/evidences.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { fundsOf } from '../payments/testing.ts';
import { evidenceFields, setStatus, uploadEvidence } from './testing.ts';
import { onPostgres } from '../../testing/engine.ts';

const SKIP_REASON = 'skipped on PGlite: it serialises every query, so no two reviews can race; npm run test:pg runs this';
if (!onPostgres) console.warn(`review.race.test.ts: the approval race is ${SKIP_REASON}.`);
const t = useTestApp();

beforeAll(async () => {
  if (!onPostgres) return;
  await t.createUser({ username: 'acc_two', type: 'accounting', groups: ['Accounting with Change', 'Admin Finances'] });
});

const depositOperations = async (agency: number) =>
  Number((await t.db.selectFrom('payment_operations').select((eb) => eb.fn.countAll().as('n')).where('provider', '=', 'deposit').where('agency_id', '=', agency).executeTakeFirstOrThrow()).n);

describe.skipIf(!onPostgres)(`approving one evidence at the same moment on PostgreSQL (${SKIP_REASON})`, () => {
  it.each([1, 2, 3])('8 approvals and 4 denials race (round %i): one change wins, the agency is credited at most once', async () => {
    const upload = await uploadEvidence(t, 'operator2', evidenceFields({ amount: '432.10', amount_usd: '432.10' }));
    expect(upload.statusCode, upload.body).toBe(201);
    const evidence = upload.json<EvidenceDetailRecord>();
    expect((await setStatus(t, 'accounting', evidence.id, { status: 'on_review' })).statusCode).toBe(200);
    const agency = evidence.agency;
    const funds = await fundsOf(t.db, agency);
    const operations = await depositOperations(agency);

    const reviewers = ['accounting', 'admin', 'acc_two'];
    const changes = Array.from({ length: 12 }, (_, i) =>
      setStatus(t, reviewers[i % reviewers.length] ?? 'accounting', evidence.id, i % 3 === 2 ? { status: 'denied', cause_of_denial: 'El importe no coincide.' } : { status: 'approved' }),
    );
    const answers = await Promise.all(changes);
    const statuses = answers.map((a) => a.statusCode);
    // Soft: a failing run (guard off) reports every broken figure.
    expect.soft(statuses.filter((s) => s === 200).length, 'changes accepted').toBe(1);
    expect.soft(statuses.filter((s) => s === 409).length, 'changes refused').toBe(11);
    const final = await t.db.selectFrom('payment_evidences').select('status').where('id', '=', evidence.id).executeTakeFirstOrThrow();
    const credited = final.status === 'approved' ? 43210 : 0;
    expect.soft(await fundsOf(t.db, agency), `funds after the race (evidence ${final.status})`).toBe(funds + credited);
    expect.soft(await depositOperations(agency), 'deposit operations').toBe(operations + (credited ? 1 : 0));
    const linked = await t.db.selectFrom('deposits').select('id').where('evidence_id', '=', evidence.id).execute();
    expect.soft(linked.length, 'deposits linked to the evidence').toBe(credited ? 1 : 0);
    const history = await t.db.selectFrom('payment_evidence_history').select('status').where('evidence_id', '=', evidence.id).execute();
    expect.soft(history.length, 'history rows').toBe(3);
    expect.soft(await t.db.selectFrom('ledger_balance_drift').selectAll().execute(), 'kept balances = sums').toEqual([]);
  });
});
