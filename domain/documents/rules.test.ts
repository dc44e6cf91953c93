import { describe, expect, it } from 'vitest';
import { actor } from '../testing/actors.ts';
import { canDownloadVouchers, voucherAudience } from './rules.ts';

describe('voucher rules', () => {
  it('the general list readers see every service in their scope; a service view permission sees that service', () => {
    const reader = actor('operator', 'agency_2nd_level', ['Reservation View']);
    expect(voucherAudience(reader, 'flights')).toBe('scope');
    expect(voucherAudience(reader, 'hotels')).toBe('scope');
    const flights = actor('operator', 'agency_3rd_level', ['Flight View']);
    expect(voucherAudience(flights, 'flights')).toBe('scope');
    expect(voucherAudience(flights, 'hotels')).toBeNull();
    expect(canDownloadVouchers(flights)).toBe(true);
  });

  it('a seller who reads nothing else sees their own sales; nobody else gets in', () => {
    const seller = actor('seller', 'agency_2nd_level', ['Seller Role']);
    expect(voucherAudience(seller, 'flights')).toBe('own');
    expect(canDownloadVouchers(seller)).toBe(true);
    const none = actor('operator', 'agency_3rd_level', ['Hotel View']);
    expect(voucherAudience(none, 'flights')).toBeNull();
    expect(canDownloadVouchers(none)).toBe(false);
  });
});
