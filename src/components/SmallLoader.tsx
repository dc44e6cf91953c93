import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Inline loader for a card, a menu or a page body. */
export function SmallLoader({ label = true, size = 24 }: { label?: boolean; size?: number }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={size} aria-label={translate('app.loading')} />
      {label && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.loading')}
        </Typography>
      )}
    </Box>
  );
}
