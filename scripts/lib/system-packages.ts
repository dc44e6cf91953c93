/**
 * The system packages `npm test` and `npm run test:pg` need besides node_modules: Debian's Chromium
 * for the browser journeys, PostgreSQL's binaries for the throw-away cluster. When one is missing
 * it is installed with apt-get, as root or through passwordless sudo (`sudo -n`), as `.ci/run`
 * does; otherwise the script stops before its slow stages and prints the one command to run.
 *
 * The decision (`planInstall`) is pure and unit-tested; `ensureSystemPackages` runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './proc.ts';

export interface SystemNeed {
  /** What it is for the reader: 'Chromium (browser journeys)'. */
  label: string;
  /** Debian packages that provide it. */
  packages: string[];
  present(): boolean;
  /** Shell commands (run as root) before apt-get install, e.g. PostgreSQL's no-main-cluster setting. */
  prepare?: string[];
  /** What to do instead without root, printed after the command. */
  otherwise?: string;
}

/** How this process may run commands as root. */
export type Privilege = 'root' | 'sudo' | 'none';

export type InstallPlan =
  | { action: 'none' }
  /** argv lists to run in order (each already wrapped in sudo when needed). */
  | { action: 'install'; commands: string[][]; missing: SystemNeed[] }
  /** Cannot install: the one command for the user to run, and what else they could do. */
  | { action: 'manual'; command: string; missing: SystemNeed[]; hints: string[] };

// Waits for a dpkg lock held by another apt run instead of failing (as .ci/run).
const APT = ['apt-get', '-o', 'DPkg::Lock::Timeout=900', '-o', 'Acquire::Retries=3'];

/**
 * What to do about `needs` given the privilege and whether apt-get exists. Only the missing ones
 * are installed; every missing package goes into one apt-get install.
 */
export function planInstall(needs: readonly SystemNeed[], privilege: Privilege, hasApt: boolean): InstallPlan {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return { action: 'none' };
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  const prepare = missing.flatMap((need) => need.prepare ?? []);
  const hints = missing.flatMap((need) => (need.otherwise ? [need.otherwise] : []));
  const install = [...APT, 'install', '-y', '-q', '--no-install-recommends', ...packages];
  if (hasApt && privilege !== 'none') {
    const asRoot = (argv: string[]): string[] => (privilege === 'root' ? argv : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...argv]);
    const commands = [...prepare.map((script) => asRoot(['sh', '-c', script])), asRoot([...APT, 'update', '-q']), asRoot(install)];
    return { action: 'install', commands, missing };
  }
  const steps = [...prepare, 'apt-get update', `apt-get install -y --no-install-recommends ${packages.join(' ')}`];
  const command = `sudo sh -c '${steps.join(' && ').replace(/'/g, `'\\''`)}'`;
  return { action: 'manual', command, missing, hints: hasApt ? hints : ['apt-get was not found: install the same with your system’s package manager.', ...hints] };
}

export function detectPrivilege(): Privilege {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return 'root';
  // -n: never ask for a password; fails at once when one would be needed.
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? 'sudo' : 'none';
}

export function hasAptGet(): boolean {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** The machine as ensureSystemPackages sees it; the tests pass a fake one. */
export interface System {
  privilege(): Privilege;
  hasApt(): boolean;
  /** Runs a command with the terminal's output; resolves its exit code. */
  exec(argv: string[]): Promise<number>;
}

const realSystem: System = {
  privilege: detectPrivilege,
  hasApt: hasAptGet,
  exec: async (argv) => (await run(argv[0], argv.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })).code,
};

/**
 * Installs what is missing when it can. Resolves true when everything is present afterwards;
 * false after printing why not and the command to run.
 */
export async function ensureSystemPackages(needs: readonly SystemNeed[], system: System = realSystem): Promise<boolean> {
  if (needs.every((need) => need.present())) return true;
  const plan = planInstall(needs, system.privilege(), system.hasApt());
  if (plan.action === 'none') return true;
  const names = plan.missing.map((need) => need.label).join(', ');
  if (plan.action === 'manual') {
    console.error(`\nMissing: ${names}. It cannot be installed from here (not root, and no sudo without a password).`);
    console.error(`Run this once, then the same npm command again:\n\n  ${plan.command}\n`);
    for (const hint of plan.hints) console.error(hint);
    return false;
  }
  console.log(`\nMissing: ${names}. Installing with apt-get …`);
  for (const argv of plan.commands) {
    console.log(`$ ${argv.join(' ')}`);
    const code = await system.exec(argv);
    if (code !== 0) {
      console.error(`Failed (exit ${code}): ${argv.join(' ')}`);
      return false;
    }
  }
  const still = plan.missing.filter((need) => !need.present());
  if (still.length > 0) console.error(`Still missing after apt-get: ${still.map((need) => need.label).join(', ')}`);
  return still.length === 0;
}

/** Where the journeys look for Chromium (tests/e2e/playwright.config.ts). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function chromiumNeed(env: NodeJS.ProcessEnv = process.env): SystemNeed {
  return {
    label: `Chromium (${chromiumPath(env)}, for the browser journeys)`,
    packages: ['chromium'],
    present: () => existsSync(chromiumPath(env)),
    otherwise: 'Or set CHROMIUM_PATH to a Chromium or Chrome executable you have.',
  };
}

const PG_ROOT = '/usr/lib/postgresql';

/** Majors under /usr/lib/postgresql that have initdb, newest first. */
export function pgMajors(base = PG_ROOT): string[] {
  return existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
}

export function postgresNeed(env: NodeJS.ProcessEnv = process.env): SystemNeed {
  return {
    label: `PostgreSQL (${PG_ROOT}/*/bin, for the throw-away test cluster)`,
    packages: ['postgresql'],
    present: () => (env.PG_BIN ? existsSync(path.join(env.PG_BIN, 'initdb')) : pgMajors().length > 0),
    // We start our own cluster (scripts/lib/postgres.ts): no 'main' cluster and service (as .ci/run).
    prepare: ['mkdir -p /etc/postgresql-common/createcluster.d', "echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/00-portal-no-main.conf"],
    otherwise: 'Or set DATABASE_URL to a PostgreSQL server you can create databases on, or PG_BIN to a directory holding initdb and pg_ctl.',
  };
}
