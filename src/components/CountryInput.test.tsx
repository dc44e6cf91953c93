/**
 * Issue 8: typing then ArrowDown+Enter in a country picker picked the first country of the
 * unfiltered list (two Cuban passengers went out as German), and Enter with nothing highlighted
 * submitted the whole form. The countries answer slowly here (400 ms), as they did in the field.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, type DataProvider } from 'react-admin';
import { stubDataProvider } from '../testing/stubDataProvider.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { CountryInput } from './CountryInput.tsx';

afterEach(cleanup);

const COUNTRIES = [
  { id: 3, name: 'Alemania', code: 'DE' },
  { id: 1, name: 'Cuba', code: 'CU' },
  { id: 2, name: 'México', code: 'MX' },
];
const SLOW_MS = 400;

/** The server's answer: the `search` filter applied, after SLOW_MS. */
function slowCountries(): DataProvider['getList'] {
  return vi.fn(async (_resource: string, params: { filter?: { search?: string } }) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const search = (params.filter?.search ?? '').toLowerCase();
    const data = COUNTRIES.filter((c) => c.name.toLowerCase().includes(search));
    return { data, total: data.length };
  }) as unknown as DataProvider['getList'];
}

function renderPicker() {
  const onSubmit = vi.fn();
  const { dataProvider } = stubDataProvider({}, { getList: slowCountries() });
  render(
    <TestProviders dataProvider={dataProvider}>
      <Form onSubmit={onSubmit} defaultValues={{ nationality: null }}>
        <CountryInput source="nationality" label="Nacionalidad" />
        <button type="submit">Guardar</button>
      </Form>
    </TestProviders>,
  );
  return { onSubmit, input: screen.getByLabelText('Nacionalidad') as HTMLInputElement };
}

/** The list as the operator first sees it, once the (slow) first answer has come. */
async function loaded(input: HTMLInputElement) {
  await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 100));
  fireEvent.mouseDown(input);
  await screen.findByRole('option', { name: 'Alemania' });
}

describe('CountryInput', () => {
  it('typing then ArrowDown+Enter picks a country the text matches, at once', async () => {
    const { onSubmit, input } = renderPicker();
    await loaded(input);
    fireEvent.change(input, { target: { value: 'cub' } });
    // No waiting: the operator types and picks faster than any answer.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe('Cuba'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ nationality: 1 });
  });

  it('only lists the countries the text matches', async () => {
    const { input } = renderPicker();
    await loaded(input);
    fireEvent.change(input, { target: { value: 'xic' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['México']);
  });

  it('Enter with no option highlighted neither picks nor submits the form', async () => {
    const { onSubmit, input } = renderPicker();
    await loaded(input);
    fireEvent.change(input, { target: { value: 'cub' } });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    // fireEvent returns false when a handler prevented the default (the form's implicit submit).
    expect(enter).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 200));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe('cub');
  });
});
