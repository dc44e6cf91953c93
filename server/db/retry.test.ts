import { describe, expect, it } from 'vitest';
import { retryTransaction, TRANSACTION_ATTEMPTS } from './retry.ts';

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('retryTransaction', () => {
  it('runs the transaction again after a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const result = await retryTransaction(async (attempt) => {
        calls++;
        if (attempt < 3) throw pgError(code);
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(calls).toBe(3);
    }
  });

  it('gives up after a bounded number of attempts with the last error', async () => {
    let calls = 0;
    await expect(
      retryTransaction(async () => {
        calls++;
        throw pgError('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never repeats a transaction that failed for any other reason', async () => {
    for (const err of [pgError('23505'), new Error('plain')]) {
      let calls = 0;
      await expect(
        retryTransaction(async () => {
          calls++;
          throw err;
        }),
      ).rejects.toBe(err);
      expect(calls).toBe(1);
    }
  });
});
