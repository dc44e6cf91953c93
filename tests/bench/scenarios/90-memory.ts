/** The server's peak (VmHWM) and current (VmRSS) resident memory, after the load scenarios. Linux only. */
import { readFileSync } from 'node:fs';
import { round, type Metric, type Scenario } from '../lib/harness.ts';

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
      const kb = statusField(ctx.server.pid, field);
      if (kb !== null) metrics.push({ name: label, value: round(kb / 1024), unit: 'MB' });
    }
    return metrics;
  },
};
export default scenario;
