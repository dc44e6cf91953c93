import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AlertRecord } from '../../domain/records/network.ts';

const COLORS = { info: 'info', warning: 'warning', danger: 'error', success: 'success' } as const;

/** An alert's level as a coloured chip. */
export function AlertLevelChip() {
  const record = useRecordContext<AlertRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.level]} label={translate(`app.network.alert_levels.${record.level}`)} />;
}

/** Who an alert is for, in words. */
export function useAudienceText() {
  const translate = useTranslate();
  return (alert: AlertRecord): string => {
    const audience = translate(`app.network.alert_audiences.${alert.audience}`);
    if (alert.audience === 'level' && alert.audience_level) return `${audience}: ${translate(`app.levels.${alert.audience_level}`)}`;
    if (alert.audience === 'agency') return `${audience}: ${alert.audience_agency_name ?? alert.audience_agency ?? '-'}`;
    if (alert.audience === 'user') return `${audience}: ${alert.audience_user_name ?? alert.audience_user ?? '-'}`;
    return audience;
  };
}
