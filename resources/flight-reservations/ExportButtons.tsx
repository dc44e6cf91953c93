/**
 * The reservation list's exports: v2 (one row per reservation) and extended (one row per
 * passenger), each the server's XLSX of the list's current filters and ordering.
 */
import { useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';

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
