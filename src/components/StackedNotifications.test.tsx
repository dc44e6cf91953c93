import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';

function Notifier() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Primera', { type: 'info' })}>one</button>
      <button onClick={() => notify('api.forbidden', { type: 'warning' })}>two</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('stacked notifications', () => {
  it('shows several at once, newest first, translated, and closes each after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <TestProviders>
        <Notifier />
      </TestProviders>,
    );
    fireEvent.click(screen.getByText('one'));
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByText('two'));
    await act(async () => vi.advanceTimersByTime(10));

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['No se puede realizar la operación con el usuario actual.', 'Primera']);

    await act(async () => vi.advanceTimersByTime(4100));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['No se puede realizar la operación con el usuario actual.']);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
