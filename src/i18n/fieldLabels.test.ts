/**
 * Field labels have one source: the server's export columns (domain/messages) and the browser's
 * resource fields name the same field the same way, in both languages. The browser's resources
 * take these labels from domain/messages; this test fails when a copy drifts.
 */
import { describe, expect, it } from 'vitest';
import { en as domainEn } from '../../domain/messages/en.ts';
import { es as domainEs } from '../../domain/messages/es.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/** Server label table (domain/messages export.<table>) → the browser resources that show those fields. */
const SHARED: Record<string, readonly string[]> = {
  agency: ['agencies', 'registrations'],
  reservation: ['flight-reservations', 'flight-reservation-history', 'flight-checkin', 'flight-manifests'],
  availability: ['flight-availability'],
};

/** Fields whose meaning differs on purpose: a registration's `created` is the day of the request. */
const DIFFERENT_ON_PURPOSE = new Set(['registrations.created']);

function drift(domain: typeof domainEs, app: typeof es): string[] {
  const resources = app.resources as Record<string, { fields?: Record<string, unknown> }>;
  const tables = domain.export as unknown as Record<string, Record<string, string>>;
  return Object.entries(SHARED).flatMap(([table, names]) =>
    names.flatMap((name) =>
      Object.entries(tables[table]).flatMap(([field, label]) => {
        const shown = resources[name]?.fields?.[field];
        if (shown === undefined || shown === label || DIFFERENT_ON_PURPOSE.has(`${name}.${field}`)) return [];
        return [`${name}.${field}: app '${String(shown)}' ≠ server '${label}'`];
      }),
    ),
  );
}

describe('field labels', () => {
  it('the app and the server label each shared field the same way, in Spanish', () => {
    expect(drift(domainEs, es)).toEqual([]);
  });

  it('… and in English', () => {
    expect(drift(domainEn, en)).toEqual([]);
  });
});
