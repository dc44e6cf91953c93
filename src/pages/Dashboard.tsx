/** Dashboard `/`: welcome with the user's name and agency, and the user's areas as shortcuts. */
import { Alert, Box, Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { visibleMenu } from '../../domain/menu.ts';
import { hasNoPermissions } from '../../domain/rules.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { areaIcon } from '../layout/main/areaIcons.ts';
import { areaLabelKey, routeLabelKey } from '../routes/menuLabels.ts';
import { useSessionUser } from '../session/useSessionUser.ts';
import { BRAND } from '../theme.ts';

export function Dashboard() {
  const translate = useTranslate();
  const user = useSessionUser();
  if (!user) return null;
  const areas = visibleMenu(user);
  const name = user.full_name || user.username;
  return (
    <Box>
      <PageTitle title={translate('app.menu.dashboard')} />
      <Card elevation={0} sx={{ mb: 3, color: 'common.white', background: `linear-gradient(120deg, ${BRAND.navy}, ${BRAND.ocean})` }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h4" component="h2" sx={{ fontWeight: 600, fontSize: { xs: 26, md: 34 } }}>
            {translate('app.dashboard.welcome', { name })}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9 }}>{translate('app.dashboard.agency', { agency: user.agency?.name ?? '' })}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip label={translate(`app.operator_types.${user.type}`)} sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }} />
            {user.agency?.level && (
              <Chip label={translate(`app.levels.${user.agency.level}`)} sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }} />
            )}
          </Stack>
        </CardContent>
      </Card>

      {hasNoPermissions(user) ? (
        <Alert severity="warning" role="alert">
          {translate('app.dashboard.no_permissions')}
        </Alert>
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate('app.dashboard.shortcuts')}
          </Typography>
          <Grid container spacing={2}>
            {areas.map((area) => {
              const Icon = areaIcon(area.key);
              const first = area.routes[0];
              return (
                <Grid key={area.key} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={RouterLink} to={first.path} sx={{ height: '100%', alignItems: 'flex-start' }}>
                      <CardContent>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                          <Icon color="primary" />
                          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                            {translate(areaLabelKey(area.key))}
                          </Typography>
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {area.routes.map((route) => translate(routeLabelKey(route.path))).join(' · ')}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </>
      )}
    </Box>
  );
}

export default Dashboard;
