/** Prints the benchmark figures as a plain-text table: metric, value, target, result. */
import type { MetricResult } from './harness.ts';

export function formatValue(value: number, unit: string): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${text} ${unit}`;
}

export function tableRows(results: MetricResult[]): string[][] {
  return results.map((r) => [
    r.scenario,
    r.name,
    formatValue(r.value, r.unit),
    r.target ? `${r.target.op} ${r.target.value}` : '',
    r.pass === null ? '' : r.pass ? 'pass' : 'FAIL',
  ]);
}

export function printTable(results: MetricResult[], log: (line: string) => void = console.log): void {
  const rows = [['scenario', 'figure', 'value', 'target', 'result'], ...tableRows(results)];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]): string =>
    row.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  log(line(rows[0]));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) log(line(row));
}
