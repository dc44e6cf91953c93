/**
 * Issue 7: on /admin/flights axe found the row checkboxes of react-admin's DataTable nameless
 * (label, critical) with their aria-label on the wrapping span (aria-prohibited-attr). The theme
 * moves a Checkbox's aria-label to its input.
 */
import { render, screen, within } from '@testing-library/react';
import { Checkbox } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TestProviders } from './testing/TestProviders.tsx';

const ROWS = [
  { id: 1, name: 'CU 123' },
  { id: 2, name: 'CU 124' },
];

function Table() {
  const list = useList({ data: ROWS, resource: 'subcalendars' });
  return (
    <ResourceContextProvider value="subcalendars">
      <ListContextProvider value={list}>
        <DataTable rowClick={false} bulkActionButtons={<span />}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

describe('checkbox names (theme)', () => {
  it("names each DataTable row checkbox's input, not its span", async () => {
    render(
      <TestProviders>
        <Table />
      </TestProviders>,
    );
    const rows = await screen.findAllByRole('row');
    const boxes = rows.slice(1).map((row) => within(row).getByRole('checkbox', { name: 'Seleccionar esta fila' }));
    expect(boxes).toHaveLength(ROWS.length);
    for (const box of boxes) expect(box.parentElement?.getAttribute('aria-label')).toBeNull();
    // The page checkbox keeps its own input label.
    within(rows[0]!).getByRole('checkbox', { name: /.+/ });
  });

  it('keeps an explicit input label over the one given to the root', () => {
    render(
      <TestProviders>
        <Checkbox aria-label="root" slotProps={{ input: { 'aria-label': 'input' } }} />
      </TestProviders>,
    );
    screen.getByRole('checkbox', { name: 'input' });
  });
});
