import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { currentLanguage } from '../i18n/language.ts';
import { LEGAL_DOCUMENTS, legalHref } from '../legal/documents.ts';

/** A thin footer for the public layouts: copyright and the three legal PDFs. */
export function PublicFooter({ inverted = false }: { inverted?: boolean }) {
  const translate = useTranslate();
  const language = currentLanguage();
  const color = inverted ? 'rgba(255,255,255,0.7)' : 'text.secondary';
  return (
    <Box component="footer" sx={{ py: 2, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="caption" sx={{ color }}>
            {translate('app.footer.rights', { year: new Date().getFullYear(), group: translate('app.brand.group') })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {LEGAL_DOCUMENTS.map((doc) => (
              <Link key={doc.key} href={legalHref(doc, language)} target="_blank" rel="noopener" variant="caption" sx={{ color }}>
                {translate(`app.footer.${doc.key}`)}
              </Link>
            ))}
            <Link href="/important_info" variant="caption" sx={{ color }}>
              {translate('app.important_info.link')}
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
