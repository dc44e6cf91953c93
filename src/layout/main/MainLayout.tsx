/**
 * Main layout of spec §2: top bar, left side menu (full width over the page on small screens; from
 * md a column of MENU_WIDTH beside the content that the top bar's toggle hides, issue 8: at 1366 px
 * the lists need the room), content, footer, scroll-to-top chevron, route progress bar and spinner.
 * Loaded as its own chunk, only after the session check passed (routes/ProtectedLayout.tsx).
 */
import { Box, Paper } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { TitlePortal } from 'react-admin';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { Footer } from './Footer.tsx';
import { RouteProgressBar } from './RouteProgress.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SideMenu } from './SideMenu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import { useMenuOpen } from './useMenuOpen.ts';
import { useVerifyOnNavigation } from './useVerifyOnNavigation.ts';

/**
 * A fixed width rather than a share of the screen (3/12 was 342 px at 1366 px): the few long area
 * names wrap to two lines, and the lists keep the room.
 */
export const MENU_WIDTH = 264;

export function MainLayout({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  const menu = useMenuOpen();
  useVerifyOnNavigation();

  // Authenticated has let us in, so the cookie is there; the guard keeps the types honest.
  if (!user) return null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <RouteProgressBar />
      <TopBar user={user} menuOpen={menu.open} onToggleMenu={menu.toggle} />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: 'stretch' }}>
        <Box id="side-menu" sx={{ display: menu.open ? 'block' : 'none', width: { xs: '100%', md: MENU_WIDTH }, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{ height: '100%', borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' }, pb: 2 }}
          >
            <SideMenu actor={user} onNavigate={menu.navigated} />
          </Paper>
        </Box>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0, '&:focus': { outline: 'none' } }}>
          <TitlePortal variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2, color: 'text.primary', whiteSpace: 'normal' }} />
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Box>
      </Box>
      <Footer />
      <ScrollToTop />
    </Box>
  );
}

export default MainLayout;
