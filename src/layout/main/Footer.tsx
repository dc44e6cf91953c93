/**
 * Footer of spec §1: the help panel, the three legal PDFs, social links and the group website
 * (the last two from GET config/).
 */
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'ra-core';
import { Logo } from '../../components/Logo.tsx';
import { useAppConfig } from '../../config/useAppConfig.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { safeHttpUrl } from '../../../domain/schemas/configurations.ts';
import { LEGAL_DOCUMENTS, legalHref } from '../../legal/documents.ts';
import { BRAND } from '../../theme.ts';
import { HelpPanel } from './HelpPanel.tsx';

const SOCIAL_ICONS: Record<string, ReactElement> = {
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  linkedin: <LinkedInIcon />,
  x: <XIcon />,
  twitter: <XIcon />,
  youtube: <YouTubeIcon />,
};

const linkSx = { color: 'rgba(255,255,255,0.85)', display: 'inline-flex', alignItems: 'center', gap: 1 } as const;

export function Footer() {
  const translate = useTranslate();
  const language = currentLanguage();
  const { data: config } = useAppConfig();
  const group = translate('app.brand.group');
  // Only http(s) links, whatever the server sends: a stored `javascript:` value must not run here.
  const website = safeHttpUrl(config?.group_website);
  const social = (config?.social ?? []).flatMap((item) => {
    const url = safeHttpUrl(item.url);
    return url ? [{ name: item.name, url }] : [];
  });
  return (
    <Box component="footer" sx={{ mt: 'auto' }}>
      <Box sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', px: { xs: 2, md: 4 }, py: 4 }}>
        <HelpPanel />
      </Box>
      <Box sx={{ bgcolor: BRAND.ink, color: 'common.white', px: { xs: 2, md: 4 }, py: 4 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo height={36} inverted />
            <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.75, maxWidth: 420 }}>
              {translate('app.brand.tagline', { group })}
            </Typography>
            {social.length > 0 && (
              <Stack direction="row" spacing={0.5} sx={{ mt: 2 }} aria-label={translate('app.footer.follow_us')}>
                {social.map((item) => (
                  <IconButton key={item.url} href={item.url} target="_blank" rel="noopener" aria-label={item.name} title={item.name} sx={{ color: 'common.white' }}>
                    {SOCIAL_ICONS[item.name.toLowerCase()] ?? <LanguageIcon />}
                  </IconButton>
                ))}
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: 1, opacity: 0.7 }}>
              {translate('app.footer.legal')}
            </Typography>
            <Stack spacing={1}>
              {LEGAL_DOCUMENTS.map((doc) => (
                <Link key={doc.key} href={legalHref(doc, language)} target="_blank" rel="noopener" underline="hover" sx={linkSx}>
                  <PictureAsPdfIcon fontSize="small" aria-hidden />
                  {translate(`app.footer.${doc.key}`)}
                </Link>
              ))}
              <Link href="/important_info" underline="hover" sx={linkSx}>
                {translate('app.important_info.link')}
              </Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: 1, opacity: 0.7 }}>
              {group}
            </Typography>
            {website && (
              <Link href={website} target="_blank" rel="noopener" underline="hover" sx={linkSx}>
                <LanguageIcon fontSize="small" aria-hidden />
                {translate('app.footer.group_website')}
              </Link>
            )}
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.6 }}>
          {translate('app.footer.rights', { year: new Date().getFullYear(), group })}
        </Typography>
      </Box>
    </Box>
  );
}
