import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './build-server';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the compiled server', () => {
  it.each([
    ['start', 'main.js'],
    ['worker', 'worker.js'],
  ])(
    'npm %s runs services/dist/%s with the flags and environment the benchmark measures',
    (script, entry) => {
      expect(scripts[script]).toContain(
        `GLIBC_TUNABLES=${SERVER_ENV.GLIBC_TUNABLES} node ${SERVER_NODE_FLAGS.join(' ')} services/dist/${entry}`,
      );
    },
  );
});

describe('the container', () => {
  const command = (entry: string) =>
    `[${['node', ...SERVER_NODE_FLAGS, `services/dist/${entry}`].map((part) => JSON.stringify(part)).join(', ')}]`;

  it('runs the compiled API with the same flags and environment', () => {
    const image = readFileSync('Dockerfile', 'utf8');
    expect(image).toContain(`CMD ${command('main.js')}`);
    expect(image).toContain(`ENV GLIBC_TUNABLES=${SERVER_ENV.GLIBC_TUNABLES}`);
  });

  it('compose runs the API and the worker with the same flags', () => {
    const compose = readFileSync('docker-compose.yml', 'utf8');
    expect(compose).toContain(`command: ${command('main.js')}`);
    expect(compose).toContain(`command: ${command('worker.js')}`);
  });
});
