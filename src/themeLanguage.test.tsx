import { Autocomplete, TextField } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import { themeIn } from './themeLanguage.ts';

afterEach(cleanup);

function renderAutocomplete(language: 'es' | 'en') {
  render(
    <ThemeProvider theme={createTheme(themeIn(language === 'en' ? en : es))}>
      <Autocomplete options={['Cuba']} value="Cuba" renderInput={(params) => <TextField {...params} label="País" />} />
    </ThemeProvider>,
  );
}

describe('MUI texts in the interface language', () => {
  it('an autocomplete says Abrir / Borrar valor in Spanish, not Open / Clear', () => {
    renderAutocomplete('es');
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeTruthy();
    expect(themeIn(es).components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Borrar valor');
    expect(themeIn(es).components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Sin resultados');
  });

  it('… and Open / Clear in English', () => {
    renderAutocomplete('en');
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  });
});
