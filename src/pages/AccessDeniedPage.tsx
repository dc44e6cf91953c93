import LockIcon from '@mui/icons-material/Lock';
import { Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';

/** Shown inside the main layout when canAccess refuses a route. */
export function AccessDeniedPage() {
  const translate = useTranslate();
  const title = translate('ra.page.access_denied');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title={title} />
      <StatusMessage icon={<LockIcon />} title={title} actions={[{ label: translate('app.common.home'), to: '/', primary: true }]}>
        {translate('ra.message.access_denied')}
      </StatusMessage>
    </Paper>
  );
}

export default AccessDeniedPage;
