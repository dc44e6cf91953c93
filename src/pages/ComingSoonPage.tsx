/** Placeholder for the areas not built yet: names the area and the page. */
import ConstructionIcon from '@mui/icons-material/Construction';
import { Chip, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { areaLabelKey, routeLabelKey } from '../routes/menuLabels.ts';

export function ComingSoonPage({ area, path }: { area: string; path: string }) {
  const translate = useTranslate();
  const areaName = translate(areaLabelKey(area));
  const pageName = translate(routeLabelKey(path));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title={pageName} />
      <StatusMessage icon={<ConstructionIcon />} title={translate('app.coming_soon.title')} actions={[{ label: translate('app.common.home'), to: '/', primary: true }]}>
        <Chip label={areaName} color="primary" variant="outlined" sx={{ mb: 2 }} />
        <p>{translate('app.coming_soon.message', { page: pageName, area: areaName })}</p>
      </StatusMessage>
    </Paper>
  );
}

export default ComingSoonPage;
