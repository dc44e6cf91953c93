/**
 * Issue 8's booking speed: runs the Playwright journey tests/e2e/booking-speed.spec.ts against the
 * bench's server (operator3 books the family of 2 adults, 1 child and 1 infant, round trip, from
 * the login page to the locator, once reading the passports' MRZ and once picking the passengers
 * from the directory) and shows its counted interactions and time with the targets.
 * BENCH_BOOKING_SPEED=read shows the figures of the journey's last run instead of running it
 * (test-results/booking-speed.json, or BOOKING_SPEED_FILE).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { round, type Metric, type Scenario } from '../lib/harness.ts';

interface Measure {
  interactions: number;
  seconds: number;
  measured_at: string;
}
type Figures = Partial<Record<'mrz' | 'directory', Measure>>;

const scenario: Scenario = {
  name: 'booking-speed',
  description: 'interactions and time of the operator booking a family (Playwright journey), with MRZ and from the directory',
  needsBuild: true,
  async run(ctx) {
    const file = process.env.BOOKING_SPEED_FILE ?? path.join(ctx.root, 'test-results', 'booking-speed.json');
    let note = '';
    if (process.env.BENCH_BOOKING_SPEED !== 'read') {
      rmSync(file, { force: true });
      const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', 'tests/e2e/booking-speed.spec.ts'], {
        cwd: ctx.root,
        env: { ...process.env, E2E_BASE_URL: ctx.baseURL, E2E_WORKERS: '1', BOOKING_SPEED_FILE: file },
        encoding: 'utf8',
        timeout: 600_000,
      });
      if (run.status !== 0) {
        console.error(run.stdout.slice(-4000), run.stderr.slice(-2000));
        note = ' (journey failed)';
      }
    } else {
      note = ' (last run)';
    }
    const figures: Figures = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figures) : {};
    const metrics: Metric[] = [];
    const mrz = figures.mrz;
    const directory = figures.directory;
    metrics.push({ name: `family with passports read from the MRZ: interactions${note}`, value: mrz?.interactions ?? Number.NaN, unit: 'interactions', target: { op: '<=', value: 25 } });
    metrics.push({ name: `family with passports read from the MRZ: time${note}`, value: mrz ? round(mrz.seconds) : Number.NaN, unit: 's', target: { op: '<=', value: 60 } });
    metrics.push({ name: `family from the passenger directory: interactions${note}`, value: directory?.interactions ?? Number.NaN, unit: 'interactions', target: { op: '<=', value: 12 } });
    metrics.push({ name: `family from the passenger directory: time${note}`, value: directory ? round(directory.seconds) : Number.NaN, unit: 's' });
    return metrics;
  },
};
export default scenario;
