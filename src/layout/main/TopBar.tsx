/**
 * Top bar of spec §2: logo → /, alerts bell, agency fund (canSeeAgencyFund), disabled currency
 * selector, agency name, language selector, user menu and cart link.
 */
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { canSeeAgencyFund } from '../../../domain/rules.ts';
import type { SessionUser } from '../../../domain/session.ts';
import { readCurrencyId } from '../../../dataProvider/session.ts';
import { Logo } from '../../components/Logo.tsx';
import { BRAND } from '../../theme.ts';
import { LanguageSelector } from '../LanguageSelector.tsx';
import { AgencyFund } from './AgencyFund.tsx';
import { AlertsBell } from './AlertsBell.tsx';
import { CartLink } from './CartLink.tsx';
import { CurrencyDisplay } from './CurrencyDisplay.tsx';
import { RouteSpinner } from './RouteProgress.tsx';
import { UserMenu } from './UserMenu.tsx';

export interface TopBarProps {
  user: SessionUser;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ user, menuOpen, onToggleMenu }: TopBarProps) {
  const translate = useTranslate();
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: BRAND.navy, borderBottom: '3px solid', borderColor: 'secondary.main' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 68 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleMenu}
          aria-label={translate('app.menu.toggle')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
        >
          <MenuIcon />
        </IconButton>
        <Link component={RouterLink} to="/" aria-label={translate('app.topbar.home')} sx={{ display: 'flex', mr: 1 }}>
          <Logo height={36} inverted />
        </Link>
        <RouteSpinner />
        <Box sx={{ flex: 1 }} />
        {canSeeAgencyFund(user) && user.agency && (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AgencyFund agencyId={user.agency.id} />
          </Box>
        )}
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <CurrencyDisplay currencyId={readCurrencyId()} />
        </Box>
        <Typography
          variant="body2"
          sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 1, fontWeight: 500 }}
          title={user.agency?.name}
        >
          {user.agency?.name}
        </Typography>
        <LanguageSelector />
        <AlertsBell />
        <CartLink />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
