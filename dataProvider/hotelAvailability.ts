/** hotel-availability/ beyond the lists (docs/api-hotels.md 'Availability administration'): the grid, a night's change, the mass change, the log's export. */
import type { AvailabilityCell, AvailabilityGrid, MassChangeResult } from '../domain/records/hotelAvailability.ts';
import type { CellBody, MassChangeBody } from '../domain/schemas/hotelAvailability.ts';
import { downloadFile } from './flights.ts';
import { http } from './http.ts';
import type { DownloadedFile } from './network.ts';
import { filterQuery } from './query.ts';

export const hotelAvailabilityMethods = {
  hotelAvailabilityGrid: async (hotel: number, start: string, end: string): Promise<AvailabilityGrid> =>
    (await http.get<AvailabilityGrid>(`hotel-availability/grid/${hotel}/`, { params: { start, end } })).data,
  changeHotelAvailabilityCell: async (body: CellBody): Promise<AvailabilityCell & { room_type: number }> =>
    (await http.put<AvailabilityCell & { room_type: number }>('hotel-availability/cell/', body)).data,
  massChangeHotelAvailability: async (body: MassChangeBody): Promise<MassChangeResult> => (await http.post<MassChangeResult>('hotel-availability/mass-change/', body)).data,
  exportHotelAvailabilityLogs: (filter: Record<string, unknown>): Promise<DownloadedFile> =>
    downloadFile('hotel-availability/logs/export/', filterQuery(filter), `disponibilidad-hoteles-logs-${new Date().toISOString().slice(0, 10)}.xlsx`),
};

export type HotelAvailabilityMethods = typeof hotelAvailabilityMethods;
