/**
 * An export downloaded as a client would, streamed, while the server's resident memory is sampled
 * every 10 ms: the memory scenarios (45-agency-export, 76-statement-export) read the rise over the
 * level just before the request, not the total (PGlite alone keeps ~800 MB resident).
 */
import { instancePids, rssMb, type BenchContext } from './harness.ts';

export interface WatchedDownload {
  file: Buffer;
  /** Milliseconds to the first byte of the body, and to its end. */
  firstByte: number;
  total: number;
  /**
   * RSS in MB just before the request and the highest seen during it, of the instance whose RSS
   * rose most (the one that served it, when the server runs several).
   */
  baseline: number;
  peak: number;
}

export async function downloadWatchingRss(ctx: BenchContext, path: string): Promise<WatchedDownload> {
  const instances = instancePids(ctx).map((pid) => {
    const baseline = rssMb(pid);
    if (baseline === null) throw new Error(`cannot read /proc/${pid}/status`);
    return { pid, baseline, peak: baseline };
  });
  const sampler = setInterval(() => {
    for (const instance of instances) {
      const now = rssMb(instance.pid);
      if (now !== null && now > instance.peak) instance.peak = now;
    }
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
  const { baseline, peak } = instances.reduce((a, b) => (b.peak - b.baseline > a.peak - a.baseline ? b : a));
  return { file: Buffer.concat(chunks), firstByte, total: performance.now() - t0, baseline, peak };
}
