import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './build-server';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the compiled server', () => {
  it.each([
    ['start', 'main.js'],
    ['worker', 'worker.js'],
  ])('npm %s runs services/dist/%s with the flags the benchmark measures', (script, entry) => {
    expect(scripts[script]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} services/dist/${entry}`);
  });
});

describe('the container', () => {
  it('runs the compiled API with the same flags', () => {
    const command = ['node', ...SERVER_NODE_FLAGS, 'services/dist/main.js'];
    expect(readFileSync('Dockerfile', 'utf8')).toContain(
      `CMD [${command.map((part) => JSON.stringify(part)).join(', ')}]`,
    );
  });
});
