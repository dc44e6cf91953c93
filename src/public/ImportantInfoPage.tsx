import { Alert, Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { NotFoundLayout } from '../layout/NotFoundLayout.tsx';

/** Sections of /important_info, in order; the texts are app.important_info.sections.<key>.*. */
export const INFO_SECTIONS = ['documents', 'bookings', 'payments', 'cancellations', 'flights', 'support'] as const;

/** /important_info: what every agency should know before selling (our own text). */
export function ImportantInfoPage() {
  const translate = useTranslate();
  const title = translate('app.important_info.title');
  return (
    <NotFoundLayout maxWidth="md">
      <PageTitle title={title} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 30, md: 40 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 3 }}>
        {translate('app.important_info.intro')}
      </Typography>
      {INFO_SECTIONS.map((key, index) => (
        <Box component="section" key={key} sx={{ py: 2 }}>
          {index > 0 && <Divider sx={{ mb: 3 }} />}
          <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
            {translate(`app.important_info.sections.${key}.title`)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{translate(`app.important_info.sections.${key}.body`)}</Typography>
        </Box>
      ))}
      <Alert severity="info" sx={{ mt: 3 }}>
        {translate('app.important_info.updated')}
      </Alert>
    </NotFoundLayout>
  );
}

export default ImportantInfoPage;
