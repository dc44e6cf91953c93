import { describe, expect, it } from 'vitest';
import { catalogName, localized, localizedPolicies } from './catalogNames.ts';

describe('catalogue names by language', () => {
  it('English when given, Spanish otherwise and in Spanish', () => {
    expect(catalogName('en', { name: 'Económica', name_en: 'Economy' })).toBe('Economy');
    expect(catalogName('en', { name: 'Económica', name_en: null })).toBe('Económica');
    expect(catalogName('en', { name: 'Económica', name_en: '' })).toBe('Económica');
    expect(catalogName('es', { name: 'Económica', name_en: 'Economy' })).toBe('Económica');
  });

  it('a snapshot folds its twins into name and description and does not send them', () => {
    expect(localized('en', { name: 'Equipaje', name_en: 'Luggage', description: 'Una maleta', description_en: null })).toEqual({ name: 'Luggage', description: 'Una maleta' });
    expect(localized('es', { name: 'Equipaje', name_en: 'Luggage', description: 'Una maleta', description_en: 'One bag' })).toEqual({ name: 'Equipaje', description: 'Una maleta' });
    // Bookings frozen before the English names existed.
    expect(localizedPolicies('en', [{ name: 'Tardía', discount_type: 'percent', value: '100', min_days: 0, max_days: 6 }])).toEqual([{ name: 'Tardía', discount_type: 'percent', value: '100', min_days: 0, max_days: 6 }]);
    expect(localizedPolicies('en', null)).toEqual([]);
  });
});
