/** The status of a payment evidence (spec §4) as a chip; outlined, so the text keeps its contrast. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EvidenceStatus } from '../../domain/evidences/statuses.ts';

const COLORS = { hold: 'default', on_review: 'info', approved: 'success', denied: 'error' } as const;

export function EvidenceStatusChip({ status }: { status: EvidenceStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.evidences.statuses.${status}`)} data-testid="evidence-status" />;
}
