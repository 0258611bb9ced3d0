import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds `package.json`. Found,
 * not counted, because this code runs at two depths: from its source
 * (`services/src/composition/`) under tsx and the tests, and bundled into `services/dist/`.
 */
export const REPOSITORY_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no package.json above the server');
    dir = parent;
  }
  return dir;
})();
