import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { BRAND } from '../theme.ts';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** Login layout of spec §2 (login, password reset): public header, a welcome panel and the form. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ bgcolor: 'background.paper' }}>
        <PublicHeader />
      </Box>
      <Container maxWidth="lg" sx={{ flex: 1, display: 'flex', alignItems: 'center', py: { xs: 3, md: 6 } }}>
        <Grid container spacing={4} sx={{ width: '100%', alignItems: 'stretch' }}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Paper
              elevation={0}
              sx={{
                height: '100%',
                p: 5,
                color: 'common.white',
                background: `linear-gradient(135deg, ${BRAND.navy} 0%, ${BRAND.ocean} 60%, #2b8fd6 100%)`,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
              }}
            >
              <Typography variant="overline" sx={{ opacity: 0.8, letterSpacing: 2 }}>
                {translate('app.brand.group')}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 600, mb: 2 }}>
                {translate('app.auth.hero_title')}
              </Typography>
              <Typography sx={{ opacity: 0.9 }}>{translate('app.auth.hero_text')}</Typography>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', height: '100%' }}>
              {children}
            </Paper>
          </Grid>
        </Grid>
      </Container>
      <PublicFooter />
    </Box>
  );
}
