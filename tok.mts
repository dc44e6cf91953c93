import { login } from './tests/bench/lib/harness.ts';
const u = process.argv[2] ?? 'admin';
console.log((await login('http://localhost:4100', u)).access);
