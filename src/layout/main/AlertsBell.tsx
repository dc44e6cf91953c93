/**
 * The alerts bell (spec §2/§3): the caller's unread alerts, each coloured by level with topic and
 * body; marking one read removes it from the list and from the badge count.
 */
import DoneIcon from '@mui/icons-material/Done';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Alert, AlertTitle, Badge, Box, IconButton, Menu, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { ALERT_MENU_MIN_WIDTH_PX, type AlertLevel } from '../../../domain/constants.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { UserAlert } from '../../../dataProvider/custom.ts';
import { SmallLoader } from '../../components/SmallLoader.tsx';
import { useHandleError } from '../../errors/useHandleError.ts';

const SEVERITY: Record<AlertLevel, 'info' | 'warning' | 'error' | 'success'> = {
  info: 'info',
  warning: 'warning',
  danger: 'error',
  success: 'success',
};

export function AlertsBell() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const handleError = useHandleError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<number | null>(null);
  const { data = [], total = 0, isPending, error } = useGetList<UserAlert>('user-alerts', {
    pagination: { page: 1, perPage: 50 },
  });

  const unread = data.filter((item) => !readIds.has(item.id));
  const count = Math.max(0, total - readIds.size);

  const markRead = async (id: number) => {
    setPending(id);
    try {
      await dataProvider.markAlertRead(id);
      setReadIds((current) => new Set(current).add(id));
    } catch (e) {
      handleError(e);
    } finally {
      setPending(null);
    }
  };

  const label = translate('app.topbar.alerts');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={`${label} (${count})`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          {/* The count is in the button's name already; the badge alone would be read a second time. */}
          <Badge badgeContent={count} color="secondary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: { sm: ALERT_MENU_MIN_WIDTH_PX }, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Box>
        {isPending && <SmallLoader />}
        {!isPending && error && (
          <Typography sx={{ px: 2, py: 1 }} color="error">
            {translate('app.topbar.alerts_error')}
          </Typography>
        )}
        {!isPending && !error && unread.length === 0 && (
          <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
            {translate('app.topbar.no_alerts')}
          </Typography>
        )}
        <Stack spacing={1} sx={{ px: 1.5, pb: 1.5 }} role="list">
          {unread.map((item) => (
            <Alert
              key={item.id}
              role="listitem"
              severity={SEVERITY[item.alert.level] ?? 'info'}
              action={
                <Tooltip title={translate('app.topbar.mark_read')}>
                  <span>
                    <IconButton
                      size="small"
                      color="inherit"
                      aria-label={translate('app.topbar.mark_read')}
                      disabled={pending === item.id}
                      onClick={() => markRead(item.id)}
                    >
                      <DoneIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              }
            >
              <AlertTitle>{item.alert.topic}</AlertTitle>
              <Box sx={{ whiteSpace: 'pre-line' }}>{item.alert.body}</Box>
            </Alert>
          ))}
        </Stack>
      </Menu>
    </>
  );
}
