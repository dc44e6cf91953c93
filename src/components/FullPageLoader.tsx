import { Box, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Covers the page while a whole layout or the session loads: top progress bar, spinner, text. */
export function FullPageLoader() {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={translate('app.loading')} sx={{ position: 'fixed', inset: 0, zIndex: (t) => t.zIndex.modal + 1, bgcolor: 'background.default' }}>
      {/* Inside the named progressbar above: decoration, or nameless progressbars to a screen reader. */}
      <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <CircularProgress size={48} aria-hidden />
        <Typography color="text.secondary">{translate('app.loading')}</Typography>
      </Box>
    </Box>
  );
}
