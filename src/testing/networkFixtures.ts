/** Records of the agency network for component tests. Tests only. */
import type { AgencyRecord, ReleaseNoteRecord } from '../../domain/records/network.ts';

const base: Omit<AgencyRecord, 'id' | 'name' | 'level' | 'parent' | 'parent_name' | 'acronym'> = {
  owner: 'Dueño S.A.',
  email: 'info@example.com',
  country: 2,
  country_name: 'México',
  bank_code: '',
  address: '',
  administrative_email: '',
  informative_email: '',
  currency: 1,
  phone: '5550000000',
  domain: '',
  active: true,
  can_see_daughters: false,
  groups: [],
  logo: null,
  children_count: 0,
  created: '2026-01-10T10:00:00Z',
  updated: '2026-01-10T10:00:00Z',
};

export const central: AgencyRecord = { ...base, id: 1, name: 'Grupo Viajes Caribe', level: 'agency_1st_level', parent: null, parent_name: null, acronym: 'GVC', children_count: 1 };
export const mexico: AgencyRecord = {
  ...base,
  id: 2,
  name: 'Turismo Azul México',
  level: 'agency_2nd_level',
  parent: 1,
  parent_name: 'Grupo Viajes Caribe',
  acronym: 'TAM',
  general_margin: '8.00',
  children_count: 1,
};
export const cancun: AgencyRecord = {
  ...base,
  id: 4,
  name: 'Agencia Cancún Travel',
  level: 'agency_3rd_level',
  parent: 2,
  parent_name: 'Turismo Azul México',
  acronym: 'ACT',
  general_margin: '5.00',
};

export const releaseNote: ReleaseNoteRecord = {
  id: 3,
  version: '1.3.0',
  title: 'Autos y alojamiento',
  date: '2025-09-15',
  author: 'Equipo de producto',
  description: 'Cambios en las reservas de autos.',
  changes: [
    { type: 'feature', text: 'Editar el lugar de entrega', details: 'Mientras la reserva no haya empezado.' },
    { type: 'improvement', text: 'Alquiler mínimo de 3 días', details: '' },
    { type: 'improvement', text: 'Hotel pasa a llamarse alojamiento', details: '' },
  ],
  breaking_changes: ['Ya no se aceptan reservas de autos de menos de 3 días.'],
};
