/** The demo data fits the spec: tree shape, one user per role, and the rules of §6 per role. */
import { describe, expect, it } from 'vitest';
import { canSendPaymentLink } from '../../../domain/gateways.ts';
import { PERMISSIONS } from '../../../domain/permissions.ts';
import { canUseQuotes } from '../../../domain/quotes/rules.ts';
import {
  canChangeProviderConfirmation,
  canChangeReservation,
  canCheckin,
  canCreateAgency,
  canSeeAccountingMenus,
  canSeeAgencyFund,
  canSeeBreakdownByLevels,
  canSeeContractData,
  canSeeManifests,
  canSeeReports,
  hasPermission,
} from '../../../domain/rules.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { findUser, toActor } from '../../modules/accounts/session.ts';
import { demoUsersTable, seedDatabase } from './index.ts';

const t = useTestApp();

async function actor(username: string) {
  const user = await findUser(t.db, { username });
  if (!user) throw new Error(`no ${username}`);
  return toActor(user);
}

describe('demo seed', () => {
  it('builds a three-level tree with consistent paths', async () => {
    const agencies = await t.db.selectFrom('agencies').select(['id', 'name', 'level', 'parent_id', 'path']).orderBy('id').execute();
    expect(agencies.map((a) => a.level)).toEqual([1, 2, 2, 3, 3, 3]);
    const byId = new Map(agencies.map((a) => [a.id, a]));
    for (const a of agencies) {
      const parent = a.parent_id ? byId.get(a.parent_id) : undefined;
      expect(a.path).toBe(`${parent?.path ?? ''}${a.id}.`);
      if (parent) expect(a.level).toBe(parent.level + 1);
    }
  });

  it('has every permission as a group and the admin holds them all', async () => {
    const groups = await t.db.selectFrom('groups').select('name').execute();
    expect(groups.map((g) => g.name).sort()).toEqual([...PERMISSIONS].sort());
    expect((await actor('admin')).groups).toHaveLength(PERMISSIONS.length);
  });

  it('gives each role what spec §6 lets it do', async () => {
    const admin = await actor('admin');
    expect([canSeeAgencyFund, canCreateAgency, canSeeReports, canSeeManifests, canCheckin].every((rule) => rule(admin))).toBe(true);
    const coordinator = await actor('coordinator');
    expect(canCheckin(coordinator) && canChangeReservation(coordinator) && canChangeProviderConfirmation(coordinator)).toBe(true);
    expect(canSeeAgencyFund(coordinator) || canSeeAccountingMenus(coordinator)).toBe(false);
    const accounting = await actor('accounting');
    expect(canSeeReports(accounting) && canCheckin(accounting) && canSeeBreakdownByLevels(accounting)).toBe(true);
    const boss = await actor('commercial_boss');
    expect(canSeeContractData(boss) && canChangeReservation(boss)).toBe(true);
    expect(canCreateAgency(boss)).toBe(false);
    const commercial = await actor('commercial');
    expect(canChangeReservation(commercial) && !canSeeContractData(commercial)).toBe(true);
    const operator3 = await actor('operator3');
    expect(hasPermission(operator3, 'Flight with Booking') && !hasPermission(operator3, 'Flight Managment')).toBe(true);
    expect(canSeeAccountingMenus(operator3) || canSeeAgencyFund(operator3)).toBe(false);
    // It quotes (issue 9's journey) but sends no payment links.
    expect(canUseQuotes(operator3) && !canSendPaymentLink(operator3)).toBe(true);
    const operator2 = await actor('operator2');
    expect((['Shopping Cart Quotes', 'Finances Booking', 'Agency and Operators View'] as const).every((p) => hasPermission(operator2, p))).toBe(true);
    const seller = await actor('seller2');
    expect(seller.groups.map((g) => g.name).sort()).toEqual(['Flight View', 'Hotel View', 'Reservation View', 'Seller Role']);
  });

  it('seeds nothing more into a database that has users, and prints the users table', async () => {
    expect(await seedDatabase(t.db, 'demo')).toBeNull();
    const table = demoUsersTable([{ username: 'admin', role: 'admin', agency: 'Grupo Viajes Caribe (level 1)' }]);
    expect(table.split('\n')[0]).toMatch(/^username\s+role\s+agency\s+password$/);
    expect(table).toContain('demo1234');
  });
});
