import ConstructionIcon from '@mui/icons-material/Construction';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { useAppConfig } from '../config/useAppConfig.ts';
import { NotFoundLayout } from '../layout/NotFoundLayout.tsx';

/** /maintenance: the system is being adjusted; 'Try again' asks GET config/ and leaves when it is over. */
export function MaintenancePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { refetch, isFetching } = useAppConfig();
  const title = translate('app.maintenance.title');
  const retry = async () => {
    const { data } = await refetch();
    if (data && !data.maintenance) navigate('/', { replace: true });
  };
  return (
    <NotFoundLayout>
      <PageTitle title={title} />
      <StatusMessage
        icon={<ConstructionIcon />}
        title={title}
        actions={[{ label: translate(isFetching ? 'app.maintenance.checking' : 'app.maintenance.retry'), onClick: retry, primary: true }]}
      >
        {translate('api.maintenance')}
      </StatusMessage>
    </NotFoundLayout>
  );
}

export default MaintenancePage;
