import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRecord } from '../../domain/schemas/outbox.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { OutboxList } from './OutboxList.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const base = { subject: 'Restablecer su contraseña', kind: 'password_reset', created_at: '2026-01-10T10:00:00.000Z', last_attempt_at: '2026-01-10T10:00:01.000Z', next_attempt_at: null, sent_at: null };
const failed: OutboxRecord = { ...base, id: 7, to: 'perdido@example.test', status: 'failed', attempts: 8, last_error: '550 Mailbox unavailable' };
const sent: OutboxRecord = { ...base, id: 6, to: 'bien@example.test', status: 'sent', attempts: 1, last_error: '', sent_at: '2026-01-10T10:00:02.000Z' };

describe('outbox list', () => {
  it('lists the mails newest first and retries a failed one', async () => {
    signInAs(admin);
    const retryOutboxMail = vi.fn(async () => ({ ...failed, status: 'pending' as const, attempts: 0 }));
    const { dataProvider, calls } = stubDataProvider({ outbox: [failed, sent] }, { retryOutboxMail });
    render(
      <TestProviders path="/admin/outbox" dataProvider={dataProvider}>
        <OutboxList />
      </TestProviders>,
    );
    const failedRow = (await screen.findByText('perdido@example.test')).closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('Fallido')).toBeTruthy();
    expect(within(failedRow).getByText('550 Mailbox unavailable')).toBeTruthy();
    const sentRow = screen.getByText('bien@example.test').closest('tr') as HTMLElement;
    expect(within(sentRow).queryByRole('button', { name: /Reintentar/ })).toBeNull();
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'outbox')?.params).toMatchObject({ sort: { field: 'id', order: 'DESC' } });

    fireEvent.click(within(failedRow).getByRole('button', { name: /Reintentar/ }));
    await waitFor(() => expect(retryOutboxMail).toHaveBeenCalledWith(7));
    expect(await screen.findByText('El correo volverá a enviarse en unos segundos.')).toBeTruthy();
  });
});
