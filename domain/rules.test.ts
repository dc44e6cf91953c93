import { describe, expect, it } from 'vitest';
import * as rules from './rules.ts';
import { actor, firstLevelAdmin } from './testing/actors.ts';

const L1 = 'agency_1st_level';
const L2 = 'agency_2nd_level';
const L3 = 'agency_3rd_level';

describe('spec §6 rules', () => {
  it('no permissions', () => {
    expect(rules.hasNoPermissions(actor('operator', L3))).toBe(true);
    expect(rules.hasNoPermissions(actor('operator', L3, ['Hotel View']))).toBe(false);
  });

  it('agency fund: admin only', () => {
    expect(rules.canSeeAgencyFund(actor('admin', L2))).toBe(true);
    for (const type of ['commercial', 'commercial_boss', 'coordinator', 'accounting', 'seller', 'operator'] as const) {
      expect(rules.canSeeAgencyFund(actor(type, L1, ['Admin Finances']))).toBe(false);
    }
  });

  it('settings: admins of the first level only', () => {
    expect(rules.canEditConfigurations(actor('admin', L1))).toBe(true);
    expect(rules.canEditConfigurations(actor('admin', L2, ['Operator and Agency']))).toBe(false);
    for (const type of ['commercial', 'commercial_boss', 'coordinator', 'accounting'] as const) {
      expect(rules.canEditConfigurations(actor(type, L1, ['Flight Availability Managment']))).toBe(false);
    }
  });

  it('mail outbox: admins of the first level only', () => {
    expect(rules.canManageOutbox(actor('admin', L1))).toBe(true);
    expect(rules.canManageOutbox(actor('admin', L2, ['Operator and Agency']))).toBe(false);
    for (const type of ['commercial', 'commercial_boss', 'coordinator', 'accounting', 'operator'] as const) {
      expect(rules.canManageOutbox(actor(type, L1, ['Operator and Agency']))).toBe(false);
    }
  });

  it('create agency: Operator and Agency plus admin', () => {
    expect(rules.canCreateAgency(actor('admin', L2, ['Operator and Agency']))).toBe(true);
    expect(rules.canCreateAgency(actor('admin', L1, ['Operator']))).toBe(false);
    expect(rules.canCreateAgency(actor('commercial_boss', L1, ['Operator and Agency']))).toBe(false);
  });

  it('operators menu: admin plus an operator permission', () => {
    expect(rules.canSeeOperatorsMenu(actor('admin', L3, ['Operator']))).toBe(true);
    expect(rules.canSeeOperatorsMenu(actor('admin', L3, ['Operator and Agency']))).toBe(true);
    expect(rules.canSeeOperatorsMenu(actor('admin', L1, ['Agency and Operators View']))).toBe(false);
    expect(rules.canSeeOperatorsMenu(actor('operator', L2, ['Operator']))).toBe(false);
  });

  it('agency modification at own level or below, deletion strictly below', () => {
    const second = actor('admin', L2);
    expect(rules.canModifyAgencyAtLevel(second, L1)).toBe(false);
    expect(rules.canModifyAgencyAtLevel(second, L2)).toBe(true);
    expect(rules.canModifyAgencyAtLevel(second, L3)).toBe(true);
    expect(rules.canDeleteAgencyAtLevel(second, L2)).toBe(false);
    expect(rules.canDeleteAgencyAtLevel(second, L3)).toBe(true);
    expect(rules.canDeleteAgencyAtLevel(actor('admin', L3), L3)).toBe(false);
  });

  it('margin hidden for first level; general margin seen by higher levels over lower ones', () => {
    expect(rules.isMarginVisibleFor(L1)).toBe(false);
    expect(rules.isMarginVisibleFor(L2)).toBe(true);
    expect(rules.canSeeGeneralMargin(actor('admin', L1), L2)).toBe(true);
    expect(rules.canSeeGeneralMargin(actor('admin', L2), L3)).toBe(true);
    expect(rules.canSeeGeneralMargin(actor('admin', L2), L2)).toBe(false);
    expect(rules.canSeeGeneralMargin(actor('admin', L3), L3)).toBe(false);
    expect(rules.canSeeGeneralMargin(actor('admin', L1), L1)).toBe(false);
  });

  it('accounting menus need an accounting permission plus first level', () => {
    expect(rules.canSeeAccountingMenus(actor('accounting', L1, ['Accounting View']))).toBe(true);
    expect(rules.canSeeAccountingMenus(actor('operator', L1, ['Admin Finances']))).toBe(true);
    expect(rules.canSeeAccountingMenus(actor('admin', L2, ['Accounting View']))).toBe(false);
    expect(rules.canSeeAccountingMenus(actor('accounting', L1, ['Reservation View']))).toBe(false);
  });

  it('reports: admin or accounting, with an accounting permission and first level', () => {
    expect(rules.canSeeReports(actor('accounting', L1, ['Accounting with Change']))).toBe(true);
    expect(rules.canSeeReports(actor('admin', L1, ['Accounting View']))).toBe(true);
    expect(rules.canSeeReports(actor('commercial', L1, ['Accounting View']))).toBe(false);
    expect(rules.canSeeReports(actor('admin', L2, ['Accounting View']))).toBe(false);
    expect(rules.canSeeReports(actor('admin', L1, ['Flight View']))).toBe(false);
  });

  it('manifests', () => {
    expect(rules.canSeeManifests(actor('admin', L1, ['Flight View', 'Accounting View']))).toBe(true);
    expect(rules.canSeeManifests(actor('admin', L1, ['Flight View']))).toBe(false);
    expect(rules.canSeeManifests(actor('admin', L2, ['Flight View', 'Accounting View']))).toBe(false);
    // A provider operation: below the first level not even Flight Managment opens them (issue 7).
    expect(rules.canSeeManifests(actor('admin', L2, ['Flight Managment']))).toBe(false);
    expect(rules.canSeeManifests(actor('admin', L1, ['Flight Managment']))).toBe(true);
    expect(rules.canSeeManifests(actor('coordinator', L1, ['Flight Managment', 'Accounting View']))).toBe(false);
  });

  it('check-in: Flight Checkin with admin, coordinator or accounting', () => {
    for (const type of ['admin', 'coordinator', 'accounting'] as const) {
      expect(rules.canCheckin(actor(type, L1, ['Flight Checkin']))).toBe(true);
      expect(rules.canCheckin(actor(type, L1, ['Flight View']))).toBe(false);
    }
    expect(rules.canCheckin(actor('commercial', L1, ['Flight Checkin']))).toBe(false);
    expect(rules.canCheckin(actor('operator', L3, ['Flight Checkin']))).toBe(false);
    expect(rules.canCheckin(actor('admin', L2, ['Flight Checkin']))).toBe(false);
    expect(rules.canCheckin(actor('admin', L3, ['Flight Checkin']))).toBe(false);
  });

  it('PAXLST: the manifests admins and the admin or coordinator who close check-in (issue 8)', () => {
    expect(rules.canSendPaxlst(actor('coordinator', L1, ['Flight Checkin']))).toBe(true);
    expect(rules.canSendPaxlst(actor('admin', L1, ['Flight Checkin']))).toBe(true);
    expect(rules.canSendPaxlst(actor('admin', L1, ['Flight Managment']))).toBe(true);
    expect(rules.canSendPaxlst(actor('accounting', L1, ['Flight Checkin']))).toBe(false);
    expect(rules.canSendPaxlst(actor('coordinator', L1, ['Flight View']))).toBe(false);
    expect(rules.canSendPaxlst(actor('coordinator', L2, ['Flight Checkin']))).toBe(false);
    expect(rules.canSendPaxlst(actor('admin', L2, ['Flight Checkin', 'Flight Managment']))).toBe(false);
  });

  it('flight administration and price rules: first level only', () => {
    expect(rules.canManageFlights(actor('commercial', L1, ['Flight Managment']))).toBe(true);
    expect(rules.canManageFlights(actor('admin', L2, ['Flight Managment']))).toBe(false);
    expect(rules.canManageFlightPrices(actor('commercial', L1, ['Flight Margination']))).toBe(true);
    expect(rules.canManageFlightPrices(actor('admin', L2, ['Flight Margination', 'Flight Managment']))).toBe(false);
  });

  it('reservation history: flight booking plus first level', () => {
    expect(rules.canSeeReservationHistory(actor('commercial', L1, ['Flight with Booking']))).toBe(true);
    expect(rules.canSeeReservationHistory(actor('operator', L2, ['Flight with Booking']))).toBe(false);
    expect(rules.canSeeReservationHistory(actor('admin', L1, ['Flight View']))).toBe(false);
  });

  it('reservation change action', () => {
    for (const type of ['admin', 'commercial', 'commercial_boss'] as const) {
      expect(rules.canChangeReservation(actor(type, L1, ['Reservation with Change']))).toBe(true);
    }
    expect(rules.canChangeReservation(actor('coordinator', L1, ['Reservation with Change', 'Flight Checkin']))).toBe(true);
    expect(rules.canChangeReservation(actor('coordinator', L1, ['Reservation with Change']))).toBe(false);
    expect(rules.canChangeReservation(actor('admin', L1, ['Reservation View']))).toBe(false);
  });

  it('contract data', () => {
    for (const type of ['admin', 'commercial_boss', 'coordinator'] as const) {
      expect(rules.canSeeContractData(actor(type, L1))).toBe(true);
      expect(rules.canSeeContractData(actor(type, L2))).toBe(false);
    }
    expect(rules.canSeeContractData(actor('commercial', L1))).toBe(false);
    expect(rules.canSeeContractData(actor('operator', L3, ['Reservation View Provider']))).toBe(true);
  });

  it('breakdown by levels', () => {
    const perm = ['[Accounting] Agencies Breakdown by Levels'] as const;
    expect(rules.canSeeBreakdownByLevels(actor('admin', L1, perm))).toBe(true);
    expect(rules.canSeeBreakdownByLevels(actor('admin', L2, perm))).toBe(false);
    expect(rules.canSeeBreakdownByLevels(actor('accounting', L1, perm))).toBe(true);
    expect(rules.canSeeBreakdownByLevels(actor('operator', L2, perm, { is_etg_user: true }))).toBe(true);
    expect(rules.canSeeBreakdownByLevels(actor('operator', L2, perm))).toBe(false);
    expect(rules.canSeeBreakdownByLevels(actor('admin', L1))).toBe(false);
  });

  it('provider confirmation change', () => {
    const locator = 'Reservation View Locator Confirmation Provider' as const;
    expect(rules.canChangeProviderConfirmation(actor('commercial', L1, ['Reservation with Change', locator]))).toBe(true);
    expect(rules.canChangeProviderConfirmation(actor('coordinator', L1, [locator]))).toBe(true);
    expect(rules.canChangeProviderConfirmation(actor('commercial', L1, [locator]))).toBe(false);
    expect(rules.canChangeProviderConfirmation(actor('admin', L1, ['Reservation with Change']))).toBe(false);
  });

  it('flight availability hidden for the configured operators', () => {
    const a = actor('operator', L2, ['Flight Availability Managment'], { id: 42 });
    expect(rules.canSeeFlightAvailability(a)).toBe(true);
    expect(rules.canSeeFlightAvailability(a, [42, 43])).toBe(false);
    expect(rules.canSeeFlightAvailability(actor('operator', L2, ['Flight View']))).toBe(false);
  });

  it('same-agency admin data', () => {
    expect(rules.canModifySameAgencyAdminData(actor('admin', L2, ['Can Modify Same Agency Admin Data(Only Admin Roles)']))).toBe(true);
    expect(rules.canModifySameAgencyAdminData(actor('operator', L2, ['Can Modify Same Agency Admin Data(Only Admin Roles)']))).toBe(false);
  });

  it('a first-level admin with every permission passes every actor-only rule', () => {
    for (const rule of [
      rules.canSeeAgencyFund,
      rules.canCreateAgency,
      rules.canSeeOperatorsMenu,
      rules.canSeeAccountingMenus,
      rules.canSeeReports,
      rules.canSeeManifests,
      rules.canCheckin,
      rules.canSeeReservationHistory,
      rules.canChangeReservation,
      rules.canSeeContractData,
      rules.canSeeBreakdownByLevels,
      rules.canChangeProviderConfirmation,
    ]) {
      expect(rule(firstLevelAdmin), rule.name).toBe(true);
    }
  });
});
