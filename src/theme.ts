/** The portal's look: react-admin's default theme with our brand colours and a calmer surface. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const BRAND = {
  navy: '#0b3a6e',
  ocean: '#1565c0',
  sun: '#f29f05',
  ink: '#0f1b2d',
  surface: '#f3f6fa',
} as const;

/** Colours chosen for contrast ≥ 4.5:1 with white and with BRAND.surface (theme.test.ts checks it). */
export const A11Y_COLORS = {
  warning: '#b45309',
  info: '#0271b0',
  disabledText: '#6b6b6b',
  /** Form toolbars: react-admin's grey[300] (#e0e0e0) left its delete (3.77:1) and save buttons below 4.5:1. */
  toolbar: '#f5f5f5',
} as const;

type CheckboxOwner = Record<string, unknown>;

/**
 * An aria-label given to a Checkbox names its input, not its wrapping span. react-admin's row
 * checkbox (DataTable's SelectRowCheckbox) passes it to the root, where ARIA prohibits it on a span
 * without a role and the input stays nameless (axe aria-prohibited-attr and label, critical).
 * An explicit inputProps / slotProps.input label still wins (the page checkbox has one).
 */
export const checkboxNameOnInput = {
  root: (owner: CheckboxOwner) => ('aria-label' in owner ? { 'aria-label': undefined } : {}),
  input: (owner: CheckboxOwner) => (typeof owner['aria-label'] === 'string' ? { 'aria-label': owner['aria-label'] } : {}),
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.ocean, dark: BRAND.navy },
    secondary: { main: BRAND.sun, contrastText: BRAND.ink },
    background: { default: BRAND.surface, paper: '#ffffff' },
    // Darker than MUI's defaults so white on a filled chip and coloured text on white or on the
    // surface reach 4.5:1 (WCAG AA): orange #ed6c02 gave 3.11:1, light blue #0288d1 3.85:1.
    warning: { main: A11Y_COLORS.warning, contrastText: '#ffffff' },
    info: { main: A11Y_COLORS.info, contrastText: '#ffffff' },
    // Disabled helper text and labels stay readable: MUI's rgba(0,0,0,0.38) is #9e9e9e, 2.67:1.
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.6)', disabled: A11Y_COLORS.disabledText },
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
    MuiCheckbox: { defaultProps: { slotProps: checkboxNameOnInput } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: A11Y_COLORS.toolbar } } },
    // Wide tables scroll inside their card instead of stretching the page (lists on phones and tablets).
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 } } } },
  } as RaThemeOptions['components'],
};
