/**
 * The reservation list's exports: v2 (one row per reservation) and extended (one row per
 * passenger), each the server's XLSX of the list's current filters and ordering.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { DownloadedFile } from '../../dataProvider/network.ts';
import { saveFile } from '../../dataProvider/network.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';

/** A toolbar button that fetches a file and hands it to the browser. */
export function DownloadButton({ label, fetchFile, disabled }: { label: string; fetchFile: () => Promise<DownloadedFile>; disabled?: boolean }) {
  const handleError = useHandleError();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile());
      notify('app.flights.downloaded', { type: 'success' });
    } catch (error) {
      handleError(error, { prefix: 'app.network.export_error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={() => void download()} disabled={busy || disabled}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}

export function ExportReservationsButtons() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      <DownloadButton label="app.flights.reservations.export" disabled={total === 0} fetchFile={() => dataProvider.exportFlightReservations({ filter: filterValues, sort })} />
      <DownloadButton
        label="app.flights.reservations.export_extended"
        disabled={total === 0}
        fetchFile={() => dataProvider.exportFlightReservations({ filter: filterValues, sort }, true)}
      />
    </>
  );
}
