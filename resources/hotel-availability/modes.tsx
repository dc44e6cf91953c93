/**
 * How a mode shows (spec §4 hotel availability modes): a tint AND an icon with its name, so the grid
 * reads at a glance without relying on colour alone (axe, colour-blind staff).
 */
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import BlockIcon from '@mui/icons-material/Block';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Box, Stack, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { AVAILABILITY_MODES, type AvailabilityMode } from '../../domain/services/hotelAvailability.ts';

type PaletteKey = 'info' | 'success' | 'warning' | 'error';

export const MODE_STYLE: Record<AvailabilityMode, { palette: PaletteKey; Icon: ComponentType<{ fontSize?: 'inherit' | 'small'; 'aria-hidden'?: boolean }> }> = {
  cupon_sales: { palette: 'info', Icon: Inventory2OutlinedIcon },
  open_sales: { palette: 'success', Icon: AllInclusiveIcon },
  on_request: { palette: 'warning', Icon: HourglassEmptyIcon },
  stop_sale: { palette: 'error', Icon: BlockIcon },
};

/** The cell's background: a light tint of the mode's colour, under text of the normal colour. */
export const modeTint = (mode: AvailabilityMode | null) => (theme: Theme) =>
  mode ? alpha(theme.palette[MODE_STYLE[mode].palette].main, 0.16) : theme.palette.action.hover;

export function ModeIcon({ mode }: { mode: AvailabilityMode }) {
  const { Icon } = MODE_STYLE[mode];
  return <Icon fontSize="inherit" aria-hidden />;
}

/** The legend above the grid: every mode's tint, icon and name, and the empty night. */
export function ModeLegend() {
  const translate = useTranslate();
  return (
    <Stack direction="row" component="ul" aria-label={translate('app.havail.legend')} sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {AVAILABILITY_MODES.map((mode) => (
        <Box component="li" key={mode} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 1, bgcolor: modeTint(mode) }}>
          <ModeIcon mode={mode} />
          <Typography variant="body2">{translate(`app.havail.modes.${mode}`)}</Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 1, bgcolor: modeTint(null) }}>
        <Typography variant="body2">— {translate('app.havail.no_night')}</Typography>
      </Box>
    </Stack>
  );
}
