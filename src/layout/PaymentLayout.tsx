import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { BRAND } from '../theme.ts';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** Payment layout of spec §2: dark background, the content on a light card. */
export function PaymentLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: BRAND.ink, color: 'common.white' }}>
      <PublicHeader inverted />
      <Container maxWidth="sm" sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 6 }}>
        <Box sx={{ width: '100%', bgcolor: 'background.paper', color: 'text.primary', borderRadius: 3, p: { xs: 3, sm: 5 }, boxShadow: 8 }}>
          {children}
        </Box>
      </Container>
      <PublicFooter inverted />
    </Box>
  );
}
