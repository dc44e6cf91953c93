/**
 * `npm run dev`: the API with reload (`tsx watch server/main.ts` on API_PORT, default 3000) and the
 * Vite dev server on 5173 (VITE_PORT), which proxies /api to the API (vite.config.ts reads API_PORT).
 * When either stops, or on Ctrl-C, both are stopped.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { ROOT, bin, exited, killGroup, stopGroup } from './lib/proc.ts';

const apiPort = process.env.API_PORT ?? '3000';
const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, API_PORT: apiPort };

function start(name: string, cmd: string, args: string[], extraEnv: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: true, env: { ...env, ...extraEnv } });
  child.on('error', (err) => console.error(`[dev] could not start ${name}: ${err.message}`));
  return child;
}

const api = start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { PORT: apiPort });
const web = start('vite', bin('vite'), ['--port', vitePort, '--strictPort'], {});
const children = [api, web];

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all(children.map((child) => stopGroup(child)));
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    for (const child of children) killGroup(child, signal);
    void stopAll(0);
  });
}

console.log(`[dev] API on http://localhost:${apiPort}, app on http://localhost:${vitePort} (Ctrl-C stops both)`);
const first = await Promise.race(children.map((child) => exited(child).then(() => child)));
const name = first === api ? 'API' : 'Vite';
console.error(`[dev] ${name} stopped (exit ${first.exitCode ?? first.signalCode}); stopping the other one.`);
await stopAll(first.exitCode ?? 1);
