/** The portal's look: react-admin's default theme with our brand colours and a calmer surface. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const BRAND = {
  navy: '#0b3a6e',
  ocean: '#1565c0',
  sun: '#f29f05',
  ink: '#0f1b2d',
  surface: '#f3f6fa',
} as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.ocean, dark: BRAND.navy },
    secondary: { main: BRAND.sun, contrastText: BRAND.ink },
    background: { default: BRAND.surface, paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: ['"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(','),
    h6: { fontWeight: 500 },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    // Wide tables scroll inside their card instead of stretching the page (lists on phones and tablets).
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 } } } },
  } as RaThemeOptions['components'],
};
