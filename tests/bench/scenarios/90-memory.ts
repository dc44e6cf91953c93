/**
 * The server's peak (VmHWM) and current (VmRSS) resident memory, after the load scenarios; of the
 * largest instance when it runs several (on PostgreSQL). Linux only.
 */
import { readFileSync } from 'node:fs';
import { instancePids, round, type Metric, type Scenario } from '../lib/harness.ts';

function statusField(pid: number, field: string): number | null {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb === undefined ? null : Number(kb);
}

const scenario: Scenario = {
  name: 'memory',
  description: 'server peak and current resident memory',
  async run(ctx) {
    const metrics: Metric[] = [];
    for (const [field, label] of [['VmHWM', 'server peak memory (VmHWM)'], ['VmRSS', 'server memory now (RSS)']] as const) {
      const kb = Math.max(...instancePids(ctx).map((pid) => statusField(pid, field) ?? Number.NaN));
      if (Number.isFinite(kb)) metrics.push({ name: label, value: round(kb / 1024), unit: 'MB' });
    }
    return metrics;
  },
};
export default scenario;
