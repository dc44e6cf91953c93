import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** Not-found layout of spec §2: plain white page. Also used by the information pages. */
export function NotFoundLayout({ children, maxWidth = 'sm' }: { children: ReactNode; maxWidth?: 'sm' | 'md' }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#ffffff' }}>
      <PublicHeader />
      <Container maxWidth={maxWidth} sx={{ flex: 1, py: { xs: 4, md: 8 } }}>
        {children}
      </Container>
      <PublicFooter />
    </Box>
  );
}
