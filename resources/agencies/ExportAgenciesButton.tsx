/**
 * XLSX export of the filtered agency list: the server's export_to_excel with the list's current
 * filters and ordering, fetched with the session's bearer token and saved as the server names it.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { saveFile } from '../../dataProvider/network.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useCan } from '../common/useCan.ts';

export function ExportAgenciesButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const handleError = useHandleError();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const allowed = useCan('agencies', 'export');
  if (!allowed) return null;

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await dataProvider.exportAgencies({ filter: filterValues, sort }));
      notify('app.network.agencies.exported', { type: 'success' });
    } catch (error) {
      handleError(error, { prefix: 'app.network.export_error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="app.network.agencies.export" onClick={download} disabled={busy || total === 0}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
