import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { historyChanges, historyIds, type HistoryNames } from './historyChanges.ts';

const names: HistoryNames = {
  categories: new Map([[1, 'Económica']]),
  departures: new Map([[7, { flight_number: 'CU101', departure_date: '2026-11-20' }]]),
  passengers: new Map([[3, 'Ana Pérez']]),
  countries: new Map([[1, 'Cuba'], [2, 'México']]),
};
const reader = (lang: 'es' | 'en', staff = false) => ({ lang, staff, t: (key: string, params?: Record<string, string | number>) => translate(lang, key, params) });

describe('historyChanges', () => {
  it('names fields and values in the reader’s language, seats by category and flight', () => {
    const before = { commercial_status: 'non-paid', seats: [{ seats: 3, category_id: 1, subcalendar_id: 7, agency_group_id: null }] };
    const after = { commercial_status: 'cancelled', seats: [], apply_penalties: true };
    expect(historyChanges(before, after, names, reader('en'))).toEqual([
      { field: 'commercial_status', label: 'Commercial status', before: 'Reserved (not paid)', after: 'Cancelled' },
      { field: 'seats', label: 'Seats', before: '3 × Económica (CU101)', after: '-' },
      { field: 'apply_penalties', label: 'Apply penalties', before: '-', after: 'Yes' },
    ]);
  });

  it('shows departures and passengers by name, never their ids', () => {
    const changes = historyChanges(null, { passengers: [3], subcalendars: [7], outbound: 7 }, names, reader('es'));
    expect(changes.map((c) => `${c.label}: ${c.after}`)).toEqual(['Pasajeros: Ana Pérez', 'Vuelo: CU101 · 20 de noviembre de 2026', 'Vuelo de ida: CU101 · 20 de noviembre de 2026']);
  });

  it('a passenger-data correction names whose data changed, with the gender and countries in words (issue 8)', () => {
    const before = { passenger: 3, gender: 'male', nationality: 1, passport_expiry: null };
    const after = { passenger: 3, gender: 'female', nationality: 2, passport_expiry: '2036-01-31', passport_country: 2 };
    expect(historyChanges(before, after, names, reader('es')).map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Sexo (Ana Pérez): Masculino → Femenino',
      'Nacionalidad (Ana Pérez): Cuba → México',
      'Vencimiento del pasaporte (Ana Pérez): - → 31 de enero de 2036',
      'País emisor del pasaporte (Ana Pérez): - → México',
    ]);
    expect(historyIds([before, after])).toEqual({ categories: [], departures: [], passengers: [3], countries: [1, 2] });
  });

  it('hides what it cannot translate from agency users, shows it raw to staff', () => {
    const after = { internal_thing: { id: 4 } };
    expect(historyChanges(null, after, names, reader('en'))).toEqual([]);
    expect(historyChanges(null, after, names, reader('en', true))).toEqual([{ field: 'internal_thing', label: 'internal_thing', before: '-', after: '{"id":4}' }]);
  });

  it('collects the ids the snapshots name', () => {
    expect(historyIds([{ outbound: 7, inbound: null, seats: [{ category_id: 1, subcalendar_id: 8 }] }, { passengers: [3, 4], subcalendars: [7] }])).toEqual({ categories: [1], departures: [7, 8], passengers: [3, 4], countries: [] });
  });
});
