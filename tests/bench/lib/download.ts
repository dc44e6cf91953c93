/**
 * An export downloaded as a client would, streamed, while the server's resident memory is sampled
 * every 10 ms: the memory scenarios (45-agency-export, 76-statement-export) read the rise over the
 * level just before the request, not the total (PGlite alone keeps ~800 MB resident).
 */
import { rssMb, type BenchContext } from './harness.ts';

export interface WatchedDownload {
  file: Buffer;
  /** Milliseconds to the first byte of the body, and to its end. */
  firstByte: number;
  total: number;
  /** Server RSS in MB just before the request, and the highest seen during it. */
  baseline: number;
  peak: number;
}

export async function downloadWatchingRss(ctx: BenchContext, path: string): Promise<WatchedDownload> {
  const pid = ctx.server.pid;
  const baseline = rssMb(pid);
  if (baseline === null) throw new Error(`cannot read /proc/${pid}/status`);
  let peak = baseline;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && now > peak) peak = now;
  }, 10);
  const t0 = performance.now();
  let firstByte = 0;
  const chunks: Buffer[] = [];
  try {
    const res = await fetch(`${ctx.baseURL}${path}`, { headers: { authorization: `Bearer ${ctx.adminAccess}` } });
    if (res.status !== 200 || !res.body) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    for await (const chunk of res.body) {
      if (firstByte === 0) firstByte = performance.now() - t0;
      chunks.push(Buffer.from(chunk));
    }
  } finally {
    clearInterval(sampler);
  }
  return { file: Buffer.concat(chunks), firstByte, total: performance.now() - t0, baseline, peak };
}
