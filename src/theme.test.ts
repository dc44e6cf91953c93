/**
 * Issue 7: the colours axe measured too low (status chips, disabled helper text) reach WCAG AA's
 * 4.5:1 for normal text, on the paper and on the page background.
 */
import { createTheme, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { A11Y_COLORS, theme } from './theme.ts';

const AA = 4.5;
const { palette } = createTheme(theme);
const backgrounds = [palette.background.paper, palette.background.default];

/** A colour as seen on `background`: MUI's text colours are translucent black (rgba(0,0,0,0.38)). */
function onBackground(color: string, background: string): string {
  const { type, values } = decomposeColor(color);
  if (!type.startsWith('rgb')) throw new Error(`expected a hex or rgb colour, got ${color}`);
  const opacity = values[3] ?? 1;
  const base = decomposeColor(background).values;
  const mixed = [0, 1, 2].map((i) => Math.round(values[i]! * opacity + base[i]! * (1 - opacity))) as [number, number, number];
  return recomposeColor({ type: 'rgb', values: mixed });
}

const contrast = (color: string, background: string) => getContrastRatio(onBackground(color, background), background);

describe('theme contrast', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)('a filled %s chip: its text on its colour', (name) => {
    expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['error', 'warning', 'info', 'success'] as const)('%s text on the paper and on the page', (name) => {
    for (const background of backgrounds) expect(contrast(palette[name].main, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['primary', 'error'] as const)('a %s text button on a form toolbar', (name) => {
    expect(contrast(palette[name].main, A11Y_COLORS.toolbar)).toBeGreaterThanOrEqual(AA);
  });

  it('disabled helper text on the paper and on the page', () => {
    for (const background of backgrounds) expect(contrast(palette.text.disabled, background)).toBeGreaterThanOrEqual(AA);
  });
});
