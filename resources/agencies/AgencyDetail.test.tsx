import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/session.ts';
import { admin, agencyAdmin2 } from '../../src/testing/actors.ts';
import { cancun, central, mexico } from '../../src/testing/networkFixtures.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { AgencyDetail } from './AgencyDetail.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

/** The server leaves general_margin out of the agencies the caller may not see it for. */
const { general_margin: _hidden, ...mexicoWithoutMargin } = mexico;

function renderDetail(user: SessionUser, id: number, agencies = [central, mexico, cancun]) {
  signInAs(user);
  const { dataProvider } = stubDataProvider({ agencies, currencies: [{ id: 1, abbreviation: 'USD' }], countries: [{ id: 2, name: 'México' }] });
  render(
    <TestProviders path={`/agencias/${id}`} dataProvider={dataProvider}>
      <Routes>
        <Route path="/agencias/:id" element={<AgencyDetail />} />
      </Routes>
    </TestProviders>,
  );
}

const sameAgencyAdmin: SessionUser = {
  ...agencyAdmin2,
  groups: [...agencyAdmin2.groups, { name: 'Can Modify Same Agency Admin Data(Only Admin Roles)' }],
};

describe('agency page: general margin (spec §6)', () => {
  it('a first-level admin edits the margin of a second-level agency', async () => {
    renderDetail(admin, 2);
    expect(await screen.findByDisplayValue('Turismo Azul México')).toBeTruthy();
    expect((screen.getByLabelText(/Margen general/) as HTMLInputElement).value).toBe('8.00');
  });

  it('an agency admin editing its own agency does not see its margin', async () => {
    renderDetail(sameAgencyAdmin, 2, [central, mexicoWithoutMargin, cancun]);
    expect(await screen.findByDisplayValue('Turismo Azul México')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(screen.queryByLabelText(/Margen general/)).toBeNull();
    // Its markups are its parent's business too: no markups tab; the price preview stays.
    expect(screen.queryByRole('tab', { name: 'Márgenes por servicio' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Vista previa de precio' })).toBeTruthy();
  });

  it('without the right to modify its own agency, the admin reads it, still without the margin', async () => {
    renderDetail(agencyAdmin2, 2, [central, mexicoWithoutMargin, cancun]);
    expect(await screen.findByText('TAM')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByText(/Margen general/)).toBeNull();
  });

  it('the same admin sets the margin of the agency below it', async () => {
    renderDetail(agencyAdmin2, 4);
    expect(await screen.findByDisplayValue('Agencia Cancún Travel')).toBeTruthy();
    expect((screen.getByLabelText(/Margen general/) as HTMLInputElement).value).toBe('5.00');
    expect(screen.getByRole('tab', { name: 'Márgenes por servicio' })).toBeTruthy();
  });
});
