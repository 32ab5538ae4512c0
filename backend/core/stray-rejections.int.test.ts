import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('a promise rejected with no handler', () => {
  it('is logged, and the process goes on', () => {
    const script = `
      import { logStrayRejections } from './backend/core/stray-rejections.ts';
      logStrayRejections();
      Promise.reject(new Error('kimsenin yakalamadigi hata'));
      setTimeout(() => console.log('hala ayakta'), 0);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    // One JSON line (pino) with the text and the error under `err`.
    const line = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; err?: { message: string } })
      .find((l) => l.msg.startsWith('Unhandled promise rejection'));
    expect(line?.msg).toBe('Unhandled promise rejection (the server goes on)');
    expect(line?.err?.message).toBe('kimsenin yakalamadigi hata');
    expect(run.stdout).toContain('hala ayakta');
    expect(run.status).toBe(0);
  });

  it('ends a process that has no such handler (what the server had before)', () => {
    const script = `Promise.reject(new Error('x')); setTimeout(() => console.log('hala ayakta'), 0);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).not.toContain('hala ayakta');
    expect(run.status).not.toBe(0);
  });
});
