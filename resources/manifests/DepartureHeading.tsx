/** A departure's flight number with its check-in state, and its date, times and route (check-in and manifest pages). */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { ManifestDetailRecord } from '../../domain/records/flightBooking.ts';
import { formatDate, formatTime } from '../../src/components/flights/format.ts';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';

export function DepartureHeading({ record, children }: { record: ManifestDetailRecord; children?: ReactNode }) {
  const [language] = useLocaleState();
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="p">
          {record.flight_number}
        </Typography>
        <StatusChip field="checkin_status" value={record.state} size="medium" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatDate(record.date, language)} · {formatTime(record.time_departure)} → {formatTime(record.time_arrival)} · {record.origin} → {record.destination}
      </Typography>
      {children}
    </Box>
  );
}
