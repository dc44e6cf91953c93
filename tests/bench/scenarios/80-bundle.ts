/** JavaScript the login page loads (entry + static imports, gzip) and the largest chunk in dist/assets. */
import path from 'node:path';
import { largestChunk, loginPageScripts } from '../../../scripts/lib/bundle-size.ts';
import { round, type Scenario } from '../lib/harness.ts';

const scenario: Scenario = {
  name: 'bundle',
  description: 'gzip size of the login page JavaScript and of the largest chunk',
  needsBuild: true,
  async run(ctx) {
    const dist = path.join(ctx.root, 'dist');
    const files = loginPageScripts(dist);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const largest = largestChunk(dist);
    return [
      { name: `login page JS (${files.length} file${files.length === 1 ? '' : 's'})`, value: round(total / 1024), unit: 'KB gzip', target: { op: '<=', value: 400 } },
      {
        name: `largest JS chunk (${largest ? path.basename(largest.file) : 'none'})`,
        value: round((largest?.gzip ?? 0) / 1024),
        unit: 'KB gzip',
      },
    ];
  },
};
export default scenario;
