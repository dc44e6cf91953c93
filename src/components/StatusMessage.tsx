import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface StatusAction {
  label: string;
  to?: string;
  onClick?: () => void;
  primary?: boolean;
}

/** A centred icon, heading, text and buttons: not-found, maintenance, payment results, coming soon. */
export function StatusMessage({ icon, title, children, actions = [] }: { icon: ReactNode; title: string; children?: ReactNode; actions?: StatusAction[] }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, md: 4 }, px: 2 }}>
      <Box sx={{ fontSize: 72, lineHeight: 1, mb: 2, color: 'primary.main', '& svg': { fontSize: 'inherit' } }}>{icon}</Box>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" component="div" sx={{ maxWidth: 560, mx: 'auto' }}>
          {children}
        </Typography>
      )}
      {actions.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          {actions.map((action) =>
            action.to ? (
              <Button key={action.label} component={RouterLink} to={action.to} variant={action.primary ? 'contained' : 'outlined'}>
                {action.label}
              </Button>
            ) : (
              <Button key={action.label} onClick={action.onClick} variant={action.primary ? 'contained' : 'outlined'}>
                {action.label}
              </Button>
            ),
          )}
        </Stack>
      )}
    </Box>
  );
}
