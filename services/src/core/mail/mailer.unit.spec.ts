import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('mailer without SMTP', () => {
  it('writes each message as an .eml file a developer can open', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const mailer = createMailer({ dataDir: dir });
    await mailer.send({ to: 'parent@example.com', subject: 'Hello', text: 'Line one' });
    await mailer.send({ to: 'coach@example.com', subject: 'Second', text: 'Line two' });
    const files = await readdir(path.join(dir, 'mail'));
    expect(files).toHaveLength(2);
    const first = await readFile(path.join(dir, 'mail', files.sort()[0] as string), 'utf8');
    expect(first).toMatch(/^To: parent@example.com$/m);
    expect(first).toMatch(/^Subject: Hello$/m);
    expect(first).toContain('Line one');
  });
});
