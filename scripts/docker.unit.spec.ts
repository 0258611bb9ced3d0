import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The image and docker compose agree (issue 20): no Docker engine runs here, so these read the
 * files themselves; `docker-compose config` (README) checks the compose file's schema.
 */
const root = path.resolve(import.meta.dirname, '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
/** The final stage: everything after the last FROM. */
const image = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('the Dockerfile and docker-compose.yml', () => {
  it('mount the API volume on a directory the image makes and gives to the user it runs as', () => {
    const mount = /- app-data:(\S+)/.exec(compose)?.[1];
    expect(mount).toBe('/app/.data');
    expect(image).toContain(`mkdir -p ${mount} && chown node:node ${mount}`);
    expect(image.indexOf('chown node:node')).toBeLessThan(image.indexOf('USER node'));
  });

  it('run the server built into the image, with production dependencies only', () => {
    expect(image).toContain('npm ci --omit=dev');
    expect(image).toContain('COPY --from=build /app/services/dist ./services/dist');
    expect(image).not.toMatch(/npm run build|npm start/);
    expect(compose).not.toMatch(/command: \["npm"/);
    expect(compose).toContain('services/dist/main.js');
    expect(compose).toContain('services/dist/worker.js');
  });

  it('publish the insecure EventStoreDB on loopback only, and check the worker is alive', () => {
    expect(compose).toMatch(/EVENTSTORE_INSECURE: "true"/);
    expect(compose).toContain('- "127.0.0.1:2113:2113"');
    expect(compose).not.toMatch(/- "2113:2113"/);
    const worker = compose.slice(compose.indexOf('\n  worker:'));
    expect(worker).toContain('services/dist/worker-health.js');
  });
});
