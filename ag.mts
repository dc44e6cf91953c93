import autocannon from 'autocannon';
import { login } from './tests/bench/lib/harness.ts';
const BASE = process.env.BASE ?? 'http://localhost:4100';
const access = (await login(BASE, process.env.USER_NAME ?? 'admin')).access;
const path = process.env.URLPATH ?? '/api/agency/agencies/?name=viajes&ordering=-created&page_size=25';
const dur = Number(process.env.DUR ?? 10);
await autocannon({ url: BASE + path, connections: 50, duration: 3, headers: { authorization: `Bearer ${access}` } });
const r = await autocannon({ url: BASE + path, connections: 50, duration: dur, headers: { authorization: `Bearer ${access}` } });
console.log(`req/s ${r.requests.average} p50 ${r.latency.p50} p90 ${r.latency.p90} p99 ${r.latency.p99} non2xx ${r.non2xx}`);
