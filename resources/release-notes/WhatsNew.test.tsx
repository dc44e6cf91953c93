import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { operator3 } from '../../src/testing/actors.ts';
import { releaseNote } from '../../src/testing/networkFixtures.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { WhatsNew } from './WhatsNew.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

describe("what's new (/novedades)", () => {
  it('shows a release note: version, date, author, breaking changes and the changes grouped by type', async () => {
    signInAs(operator3);
    const { dataProvider, calls } = stubDataProvider({ 'release-notes': [releaseNote] });
    render(
      <TestProviders path="/novedades" dataProvider={dataProvider}>
        <WhatsNew />
      </TestProviders>,
    );
    const note = await screen.findByRole('article', { name: 'Autos y alojamiento' });
    expect(within(note).getByText('v1.3.0')).toBeTruthy();
    expect(within(note).getByText('Publicada el 15 de septiembre de 2025 por Equipo de producto')).toBeTruthy();
    expect(within(note).getByText('Cambios incompatibles')).toBeTruthy();
    expect(within(note).getByText('Ya no se aceptan reservas de autos de menos de 3 días.')).toBeTruthy();
    expect(within(note).getByText('Novedad')).toBeTruthy();
    expect(within(note).getByText('Mejoras')).toBeTruthy();
    expect(within(note).getByText('Mientras la reserva no haya empezado.')).toBeTruthy();
    // The server's order (newest version first): no ordering parameter.
    expect(calls.find((c) => c.resource === 'release-notes')?.params.sort).toEqual({ field: '', order: 'ASC' });
  });

  it('says so when there are no notes, in English too', async () => {
    signInAs(operator3);
    const { dataProvider } = stubDataProvider({ 'release-notes': [] });
    render(
      <TestProviders path="/novedades" dataProvider={dataProvider} language="en">
        <WhatsNew />
      </TestProviders>,
    );
    expect(await screen.findByText('There are no release notes yet.')).toBeTruthy();
  });
});
