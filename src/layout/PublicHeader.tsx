import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { Logo } from '../components/Logo.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';

/** Header of the public pages (spec §2): logo, a tagline naming the brand's group, language selector. */
export function PublicHeader({ inverted = false }: { inverted?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="header" sx={{ py: 2, borderBottom: 1, borderColor: inverted ? 'rgba(255,255,255,0.12)' : 'divider' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Link component={RouterLink} to="/" aria-label={translate('app.topbar.home')}>
          <Logo height={40} inverted={inverted} />
        </Link>
        <Typography
          variant="body2"
          sx={{ flex: 1, display: { xs: 'none', sm: 'block' }, color: inverted ? 'rgba(255,255,255,0.75)' : 'text.secondary' }}
        >
          {translate('app.brand.tagline', { group: translate('app.brand.group') })}
        </Typography>
        <Box sx={{ ml: 'auto', color: inverted ? 'common.white' : 'primary.main' }}>
          <LanguageSelector />
        </Box>
      </Container>
    </Box>
  );
}
