import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { NotFoundLayout } from '../layout/NotFoundLayout.tsx';

/** /404 in the white not-found layout. */
export function NotFoundPage() {
  const translate = useTranslate();
  const title = translate('app.not_found.title');
  return (
    <NotFoundLayout>
      <PageTitle title={title} />
      <StatusMessage
        icon={<Typography component="span" sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main' }}>404</Typography>}
        title={title}
        actions={[{ label: translate('app.common.home'), to: '/', primary: true }]}
      >
        {translate('app.not_found.message')}
      </StatusMessage>
    </NotFoundLayout>
  );
}

export default NotFoundPage;
