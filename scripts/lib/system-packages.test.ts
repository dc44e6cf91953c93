import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumNeed, ensureSystemPackages, planInstall, postgresNeed, type Privilege, type SystemNeed, type System } from './system-packages.ts';

type FakeNeed = SystemNeed & { installed: boolean };

function need(name: string, present: boolean, extra: Partial<SystemNeed> = {}): FakeNeed {
  const n: FakeNeed = { label: name, packages: [name], installed: present, present: () => n.installed, ...extra };
  return n;
}

const aptInstall = (argv: string[]) => argv.includes('install');

describe('planInstall', () => {
  it('does nothing when everything is present, whoever runs it', () => {
    for (const privilege of ['root', 'sudo', 'none'] as Privilege[]) expect(planInstall([need('chromium', true)], privilege, true)).toEqual({ action: 'none' });
  });

  it('as root runs apt-get update and install of the missing packages only, without sudo', () => {
    const plan = planInstall([need('chromium', false), need('postgresql', true)], 'root', true);
    expect(plan.action).toBe('install');
    if (plan.action !== 'install') return;
    expect(plan.commands.map((argv) => argv[0])).toEqual(['apt-get', 'apt-get']);
    expect(plan.commands[0]).toContain('update');
    const install = plan.commands.find(aptInstall) ?? [];
    expect(install.slice(-2)).toEqual(['--no-install-recommends', 'chromium']);
    expect(install).not.toContain('postgresql');
    expect(install).toContain('-y');
  });

  it('through passwordless sudo wraps every command in sudo -n, preparation included', () => {
    const plan = planInstall([postgresLike(false)], 'sudo', true);
    expect(plan.action).toBe('install');
    if (plan.action !== 'install') return;
    expect(plan.commands.every((argv) => argv[0] === 'sudo' && argv[1] === '-n')).toBe(true);
    // The no-main-cluster setting is written before PostgreSQL is installed.
    const prepare = plan.commands.findIndex((argv) => argv.join(' ').includes('create_main_cluster = false'));
    expect(prepare).toBeGreaterThanOrEqual(0);
    expect(prepare).toBeLessThan(plan.commands.findIndex(aptInstall));
  });

  it('without root or sudo gives one command to run (preparation and install) and the alternatives', () => {
    const plan = planInstall([need('chromium', false, { otherwise: 'Or set CHROMIUM_PATH.' }), postgresLike(false)], 'none', true);
    expect(plan.action).toBe('manual');
    if (plan.action !== 'manual') return;
    expect(plan.command).toMatch(/^sudo sh -c '.*create_main_cluster = false.*apt-get update && apt-get install -y --no-install-recommends chromium postgresql'$/);
    expect(plan.command.split('\n')).toHaveLength(1);
    expect(plan.hints).toEqual(['Or set CHROMIUM_PATH.', 'Or set PG_BIN.']);
  });

  it('does not try apt-get where there is none, even as root', () => {
    const plan = planInstall([need('chromium', false)], 'root', false);
    expect(plan.action).toBe('manual');
    if (plan.action === 'manual') expect(plan.hints[0]).toMatch(/apt-get was not found/);
  });
});

function postgresLike(present: boolean): FakeNeed {
  return need('postgresql', present, { prepare: postgresNeed().prepare, otherwise: 'Or set PG_BIN.' });
}

function fakeSystem(privilege: Privilege, onExec: (argv: string[]) => number = () => 0): System & { ran: string[][] } {
  const ran: string[][] = [];
  return { ran, privilege: () => privilege, hasApt: () => true, exec: async (argv) => (ran.push(argv), onExec(argv)) };
}

describe('ensureSystemPackages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('installs as root and succeeds once the package is there', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const chromium = need('chromium', false);
    const system = fakeSystem('root', (argv) => {
      if (aptInstall(argv)) chromium.installed = true;
      return 0;
    });
    expect(await ensureSystemPackages([chromium], system)).toBe(true);
    expect(system.ran).toHaveLength(2);
  });

  it('stops at once, running nothing, and prints the command when it may not install', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
    const system = fakeSystem('none');
    expect(await ensureSystemPackages([need('chromium', false)], system)).toBe(false);
    expect(system.ran).toEqual([]);
    expect(errors.join('\n')).toContain("sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium'");
  });

  it('fails when apt-get fails or the package is still missing after it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await ensureSystemPackages([need('chromium', false)], fakeSystem('sudo', (argv) => (aptInstall(argv) ? 100 : 0)))).toBe(false);
    expect(await ensureSystemPackages([need('chromium', false)], fakeSystem('sudo'))).toBe(false);
  });

  it('asks nothing of the system when everything is present', async () => {
    const system = fakeSystem('none');
    system.privilege = () => {
      throw new Error('not asked');
    };
    expect(await ensureSystemPackages([need('chromium', true)], system)).toBe(true);
  });

  it('looks for Chromium where the journeys do (CHROMIUM_PATH or /usr/bin/chromium)', () => {
    expect(chromiumNeed({ CHROMIUM_PATH: '/nonexistent/chrome' }).present()).toBe(false);
    expect(chromiumNeed({ CHROMIUM_PATH: process.execPath }).present()).toBe(true);
    expect(postgresNeed({ PG_BIN: '/nonexistent' }).present()).toBe(false);
  });
});
