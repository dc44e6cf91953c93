/** Fixtures of the evidence pages' tests: session users of the roles involved and evidence records. */
import type { EvidenceDetailRecord } from '../../domain/records/evidences.ts';
import type { SessionUser } from '../../domain/session.ts';

export const accountant: SessionUser = {
  id: 5,
  username: 'accounting',
  full_name: 'Carlos Domínguez León',
  type: 'accounting',
  groups: ['Accounting View', 'Accounting with Change', 'Admin Finances', 'Reservation View'].map((name) => ({ name })),
  is_etg_user: false,
  agency: { id: 1, name: 'Grupo Viajes Caribe', level: 'agency_1st_level', currency: 1, balance: '0.00', logo: null },
};

export const financeOperator: SessionUser = {
  id: 6,
  username: 'operator2',
  full_name: 'Alejandro Gómez Treviño',
  type: 'operator',
  groups: ['Finances Booking', 'Agency and Operators View', 'Reservation View'].map((name) => ({ name })),
  is_etg_user: false,
  agency: { id: 2, name: 'Turismo Azul México', level: 'agency_2nd_level', currency: 1, balance: '0.00', logo: null },
};

export const evidence: EvidenceDetailRecord = {
  id: 41,
  agency: 2,
  agency_name: 'Turismo Azul México',
  agency_currency: 1,
  amount: '275.50',
  currency: 1,
  amount_usd: '275.50',
  operation_date: '2024-03-15',
  payment_type: 'bank_transfer',
  notes: 'Transferencia desde BBVA',
  file_code: 'EXP-1',
  transaction_code: 'SPEI-77',
  status: 'on_review',
  cause_of_denial: '',
  created_by: 6,
  created_by_name: 'Alejandro Gómez Treviño',
  reviewed_by: 5,
  reviewed_by_name: 'Carlos Domínguez León',
  reviewed_at: '2024-03-16T10:00:00.000Z',
  deposit: null,
  files_count: 2,
  created: '2024-03-16T09:00:00.000Z',
  files: [
    { id: 1, name: 'recibo.png', kind: 'image', content_type: 'image/png', size: 2048, url: '/api/accounting/evidences/41/files/1/' },
    { id: 2, name: 'banco.pdf', kind: 'pdf', content_type: 'application/pdf', size: 4096, url: '/api/accounting/evidences/41/files/2/' },
  ],
  history: [
    { id: 1, status: 'hold', cause: '', user: 6, user_name: 'Alejandro Gómez Treviño', created: '2024-03-16T09:00:00.000Z' },
    { id: 2, status: 'on_review', cause: '', user: 5, user_name: 'Carlos Domínguez León', created: '2024-03-16T10:00:00.000Z' },
  ],
  next_statuses: ['approved', 'denied'],
};
