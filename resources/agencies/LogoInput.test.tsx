import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { LOGO_REFUSAL, LogoInput } from './LogoInput.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const REFUSAL = 'El archivo no es una imagen válida.';

describe('agency logo', () => {
  it("shows the server's 400 for the file under the logo, not as a notice", async () => {
    signInAs(admin);
    const uploadAgencyLogo = vi.fn(async () => {
      throw toHttpError({ status: 400, data: { logo: [REFUSAL] } });
    });
    const { dataProvider } = stubDataProvider({}, { uploadAgencyLogo });
    render(
      <TestProviders dataProvider={dataProvider}>
        <LogoInput agencyId={5} current={null} />
      </TestProviders>,
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Subir logo', { selector: 'input' }), { target: { files: [file] } });
    await waitFor(() => expect(uploadAgencyLogo).toHaveBeenCalledWith(5, file));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
  });

  it('shows the refusal of the logo sent after creating the agency, which the agency page receives', async () => {
    signInAs(admin);
    const { dataProvider } = stubDataProvider();
    render(
      <TestProviders path={{ pathname: '/agencias/5', state: { [LOGO_REFUSAL]: REFUSAL } }} dataProvider={dataProvider}>
        <LogoInput agencyId={5} current={null} />
      </TestProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
  });
});
