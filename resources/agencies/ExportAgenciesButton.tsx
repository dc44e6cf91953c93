/**
 * XLSX export of the filtered agency list: the server's export_to_excel with the list's current
 * filters and ordering, fetched with the session's bearer token and saved as the server names it.
 */
import { useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { useCan } from '../../src/session/useCan.ts';

export function ExportAgenciesButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useCan('agencies', 'export');
  if (!allowed) return null;
  return (
    <DownloadButton
      label="app.network.agencies.export"
      doneMessage="app.network.agencies.exported"
      disabled={total === 0}
      fetchFile={() => dataProvider.exportAgencies({ filter: filterValues, sort })}
    />
  );
}
