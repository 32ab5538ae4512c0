import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { drawSecret, sessionSecret } from './infrastructure.js';

const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the draw secret', () => {
  it('is generated once into DATA_DIR (owner-only), kept across starts and distinct from the session secret', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = drawSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(drawSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
    expect(readFileSync(path.join(dir, 'draw-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'draw-secret')).mode & 0o077).toBe(0);
    expect(sessionSecret(config)).not.toBe(first);
  });

  it('DRAW_SECRET wins over the kept one; a short one stops the start with a clear message', () => {
    const secret = 'x'.repeat(40);
    expect(drawSecret(loadConfig({ DATA_DIR: dir, DRAW_SECRET: secret }))).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dir, DRAW_SECRET: 'kisa' })).toThrow(/DRAW_SECRET must be at least 32 characters/);
  });
});
