import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './browser.ts';

export default function setup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`);
  }
  const index = path.resolve(import.meta.dirname, '../../packages/web/dist/index.html');
  if (!existsSync(index)) throw new Error('The web app is not built: run `npm run build` (npm run test:e2e does).');
}
