import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberKeysContract } from './member-keys.contract.js';
import type { MemberKeys } from './member-keys.js';
import { createSqliteMemberKeys } from './sqlite-member-keys.js';

memberKeysContract('SQLite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'member-keys-'));
  const file = join(dir, 'keys.db');
  let keys: MemberKeys = createSqliteMemberKeys(file);
  return {
    get keys() {
      return keys;
    },
    async reopen() {
      await keys.close();
      return (keys = createSqliteMemberKeys(file));
    },
    async cleanup() {
      await keys.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite key store on disk', () => {
  it('leaves no byte of an erased key in the file (secure_delete, WAL truncated)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'member-keys-'));
    const file = join(dir, 'keys.db');
    const keys = createSqliteMemberKeys(file);
    try {
      const state = await keys.keyFor('m1');
      if (!('key' in state)) throw new Error('no key');
      await keys.beginErasure('m1');
      await keys.completeErasure('m1', []);
      await keys.close();
      const bytes = Buffer.concat([await readFile(file), await readFile(`${file}-wal`).catch(() => Buffer.alloc(0))]);
      expect(bytes.includes(state.key)).toBe(false);
    } finally {
      await keys.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
