import { describe, expect, it } from 'vitest';
import { pickLanguage } from './constants.ts';
import { isPermission, PERMISSIONS } from './permissions.ts';
import { childLevel, isStaffType, levelFromRank, levelRank } from './roles.ts';

describe('roles and levels', () => {
  it('ranks levels from the top', () => {
    expect(levelRank('agency_1st_level')).toBe(1);
    expect(levelRank('agency_3rd_level')).toBe(3);
    expect(levelFromRank(2)).toBe('agency_2nd_level');
    expect(() => levelFromRank(4)).toThrow(RangeError);
    expect(childLevel('agency_1st_level')).toBe('agency_2nd_level');
    expect(childLevel('agency_3rd_level')).toBeNull();
  });

  it('knows staff types', () => {
    expect(isStaffType('coordinator')).toBe(true);
    expect(isStaffType('operator')).toBe(false);
    expect(isStaffType('seller')).toBe(false);
  });

  it('keeps permission names verbatim and unique', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(isPermission('Flight Managment')).toBe(true);
    expect(isPermission('Flight Management')).toBe(false);
    expect(isPermission("'[Accounting] Agencies Breakdown by Levels'")).toBe(false);
  });

  it('picks the request language from Accept-Language', () => {
    expect(pickLanguage(undefined)).toBe('es');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-FR, en;q=0.5')).toBe('en');
    expect(pickLanguage('de')).toBe('es');
  });
});
