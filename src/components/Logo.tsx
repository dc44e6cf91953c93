import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The brand logo (public/img/logo.svg); `inverted` for dark backgrounds. */
export function Logo({ height = 40, inverted = false, sx }: { height?: number; inverted?: boolean; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Box
      component="img"
      src={inverted ? '/img/logo-inverted.svg' : '/img/logo.svg'}
      alt={translate('app.brand.name')}
      sx={{ height, width: 'auto', display: 'block', ...sx }}
    />
  );
}
