import { describe, expect, it } from 'vitest';
import { canAccess } from './access.ts';
import * as rules from './networkRules.ts';
import { actor, firstLevelAdmin } from './testing/actors.ts';

const L1 = 'agency_1st_level';
const L2 = 'agency_2nd_level';
const L3 = 'agency_3rd_level';

describe('agency network rules', () => {
  const l2admin = { ...actor('admin', L2, ['Operator and Agency']), agency: { id: 20, level: L2 } } as const;

  it('creates agencies only below a parent that may have children', () => {
    expect(rules.canCreateAgencyUnder(firstLevelAdmin, { id: 1, level: L1 })).toBe(true);
    expect(rules.canCreateAgencyUnder(l2admin, { id: 20, level: L2 })).toBe(true);
    expect(rules.canCreateAgencyUnder(l2admin, { id: 30, level: L3 })).toBe(false);
    expect(rules.canCreateAgencyUnder(l2admin, { id: 1, level: L1 })).toBe(false);
    expect(rules.canCreateAgencyUnder(actor('operator', L2, ['Operator and Agency']), { id: 20, level: L2 })).toBe(false);
  });

  it('edits below freely, its own agency only with the same-agency permission', () => {
    expect(rules.canEditAgency(l2admin, { id: 30, level: L3 })).toBe(true);
    expect(rules.canEditAgency(l2admin, { id: 20, level: L2 })).toBe(false);
    const withSame = { ...l2admin, groups: [...l2admin.groups, { name: 'Can Modify Same Agency Admin Data(Only Admin Roles)' }] };
    expect(rules.canEditAgency(withSame, { id: 20, level: L2 })).toBe(true);
    expect(rules.canEditAgency(l2admin, { id: 1, level: L1 })).toBe(false);
    expect(rules.canEditAgency(actor('admin', L2, ['Agency and Operators View']), { id: 30, level: L3 })).toBe(false);
  });

  it('deletes strictly below and never its own agency', () => {
    expect(rules.canDeleteAgency(l2admin, { id: 30, level: L3 })).toBe(true);
    expect(rules.canDeleteAgency(l2admin, { id: 21, level: L2 })).toBe(false);
    expect(rules.canDeleteAgency(firstLevelAdmin, { id: 1, level: L1 })).toBe(false);
  });

  it('markups are set from above', () => {
    expect(rules.canManageMarkups(l2admin, { id: 30, level: L3 })).toBe(true);
    expect(rules.canManageMarkups(l2admin, { id: 20, level: L2 })).toBe(false);
    expect(rules.canManageMarkups(actor('commercial', L1, ['Flight Margination']), { id: 20, level: L2 })).toBe(true);
    expect(rules.canManageMarkups(actor('commercial', L1, ['Flight View']), { id: 20, level: L2 })).toBe(false);
  });

  it('hands out staff types only in the first level, and only permissions it holds', () => {
    expect(rules.assignableTypes(firstLevelAdmin, L1)).toContain('coordinator');
    expect(rules.assignableTypes(l2admin, L1)).toEqual([]);
    expect(rules.assignableTypes(l2admin, L3)).toEqual(['admin', 'seller', 'operator']);
    expect(rules.ungrantablePermissions(l2admin, ['Operator and Agency', 'Flight Managment'])).toEqual(['Flight Managment']);
    expect(rules.grantablePermissions(l2admin)).toEqual(['Operator and Agency']);
  });

  it('keeps provider tools at the first level', () => {
    expect(rules.canManageAgencyGroups(actor('commercial', L1, ['Flight Managment']))).toBe(true);
    expect(rules.canManageAgencyGroups(actor('admin', L2, ['Flight Managment']))).toBe(false);
    expect(rules.canReviewRegistrations(firstLevelAdmin)).toBe(true);
    expect(rules.canReviewRegistrations(l2admin)).toBe(false);
    expect(rules.canManageAlerts(actor('coordinator', L1))).toBe(true);
    expect(rules.canManageAlerts(actor('operator', L1))).toBe(false);
    expect(rules.canManageAlerts(actor('admin', L2))).toBe(false);
    expect(rules.canManageReleaseNotes(actor('admin', L1))).toBe(true);
    expect(rules.canManageReleaseNotes(actor('operator', L3, ['Blog App Admin']))).toBe(true);
    expect(rules.canManageReleaseNotes(actor('commercial', L1))).toBe(false);
  });
});

describe('canAccess for the network resources', () => {
  const viewer = actor('commercial', L1, ['Agency and Operators View']);
  const l2admin = { ...actor('admin', L2, ['Operator and Agency', 'Operator']), agency: { id: 20, level: L2 } } as const;

  it('uses the record when react-admin passes one', () => {
    expect(canAccess(l2admin, { resource: 'agencies', action: 'edit', record: { id: 30, level: L3 } })).toBe(true);
    expect(canAccess(l2admin, { resource: 'agencies', action: 'delete', record: { id: 20, level: L2 } })).toBe(false);
    expect(canAccess(viewer, { resource: 'agencies', action: 'list' })).toBe(true);
    expect(canAccess(viewer, { resource: 'agencies', action: 'edit' })).toBe(false);
    expect(canAccess(l2admin, { resource: 'markups', action: 'create', record: { agency: 20, agency_level: L2 } })).toBe(false);
    expect(canAccess(l2admin, { resource: 'markups', action: 'create', record: { agency: 30, agency_level: L3 } })).toBe(true);
  });

  it('lets everyone read release notes and only their managers write them', () => {
    const seller = actor('seller', L2);
    expect(canAccess(seller, { resource: 'release-notes', action: 'list' })).toBe(true);
    expect(canAccess(seller, { resource: 'release-notes', action: 'edit' })).toBe(false);
    expect(canAccess(firstLevelAdmin, { resource: 'release-notes', action: 'edit' })).toBe(true);
  });

  it('guards operators, sellers, groups, registrations and alerts', () => {
    expect(canAccess(l2admin, { resource: 'operators', action: 'create' })).toBe(true);
    expect(canAccess(viewer, { resource: 'operators', action: 'list' })).toBe(false);
    expect(canAccess(viewer, { resource: 'sellers', action: 'list' })).toBe(false);
    expect(canAccess(l2admin, { resource: 'agency-groups', action: 'list' })).toBe(false);
    expect(canAccess(l2admin, { resource: 'registrations', action: 'list' })).toBe(false);
    expect(canAccess(firstLevelAdmin, { resource: 'alerts', action: 'create' })).toBe(true);
  });
});

describe('canManageOperator (co-admins, issue 7)', () => {
  const admin = actor('admin', L2, ['Operator', 'Hotel View'], { id: 5 });

  it('refuses an administrator holding a permission the actor lacks, in the API rule and in canAccess', () => {
    const coAdmin = { id: 6, type: 'admin', groups: ['Operator', 'Hotel View', 'Flight Checkin'] };
    expect(rules.canManageOperator(admin, coAdmin)).toBe(false);
    expect(canAccess(admin, { resource: 'operators', action: 'edit', record: coAdmin })).toBe(false);
    // Without a record the button stays: the server decides for the actual user.
    expect(canAccess(admin, { resource: 'operators', action: 'edit' })).toBe(true);
  });

  it('allows an administrator holding no more, any other user, and the actor itself', () => {
    expect(rules.canManageOperator(admin, { id: 6, type: 'admin', groups: ['Hotel View'] })).toBe(true);
    expect(rules.canManageOperator(admin, { id: 7, type: 'operator', groups: ['Flight Checkin'] })).toBe(true);
    expect(rules.canManageOperator(admin, { id: 5, type: 'admin', groups: ['Operator', 'Hotel View'] })).toBe(true);
    expect(rules.canManageOperator(actor('operator', L2, ['Operator']), { id: 7, type: 'operator', groups: [] })).toBe(false);
  });
});
