/**
 * Main layout of spec §2: top bar, left side menu (full width on small screens, 3/12 columns from
 * md, 2/12 from xl), content, footer, scroll-to-top chevron, route progress bar and spinner.
 * Loaded as its own chunk, only after the session check passed (routes/ProtectedLayout.tsx).
 */
import { Box, Grid, Paper } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TitlePortal } from 'react-admin';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { Footer } from './Footer.tsx';
import { RouteProgressBar } from './RouteProgress.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SideMenu } from './SideMenu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import { useVerifyOnNavigation } from './useVerifyOnNavigation.ts';

export function MainLayout({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useVerifyOnNavigation();
  useEffect(() => setMenuOpen(false), [pathname]);

  // Authenticated has let us in, so the cookie is there; the guard keeps the types honest.
  if (!user) return null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <RouteProgressBar />
      <TopBar user={user} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Grid container sx={{ flex: 1, alignItems: 'stretch' }}>
        <Grid
          id="side-menu"
          size={{ xs: 12, md: 3, xl: 2 }}
          sx={{ display: { xs: menuOpen ? 'block' : 'none', md: 'block' } }}
        >
          <Paper
            square
            elevation={0}
            sx={{ height: '100%', borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' }, pb: 2 }}
          >
            <SideMenu actor={user} onNavigate={() => setMenuOpen(false)} />
          </Paper>
        </Grid>
        <Grid component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={{ xs: 12, md: 9, xl: 10 }} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, '&:focus': { outline: 'none' } }}>
          <TitlePortal variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2, color: 'text.primary', whiteSpace: 'normal' }} />
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Grid>
      </Grid>
      <Footer />
      <ScrollToTop />
    </Box>
  );
}

export default MainLayout;
