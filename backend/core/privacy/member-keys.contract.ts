import { PSEUDONYM_PATTERN } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberKeys } from './member-keys.js';

export interface OpenedMemberKeys {
  keys: MemberKeys;
  /** Closes and opens the same store again (a restart). */
  reopen(): Promise<MemberKeys>;
  cleanup(): Promise<void>;
}

/** What every key store adapter keeps (docs/privacy.md); each adapter's test file runs it. */
export function memberKeysContract(name: string, open: () => Promise<OpenedMemberKeys>): void {
  describe(`member key store contract: ${name}`, () => {
    let opened: OpenedMemberKeys | null = null;
    const start = async () => (opened = await open());
    afterEach(async () => {
      await opened?.cleanup();
      opened = null;
    });

    it('makes one 32-byte key per subject, the same on every ask and after a restart', async () => {
      const o = await start();
      const a = await o.keys.keyFor('m1');
      const b = await Promise.all([o.keys.keyFor('m1'), o.keys.keyFor('m1')]);
      expect('key' in a && a.key.length).toBe(32);
      expect(b).toEqual([a, a]);
      expect(await (await o.reopen()).keyOf('m1')).toEqual(a);
      expect(await o.keys.keyOf('nobody')).toBeNull();
    });

    it('reserves a value once ignoring case, answers its owner, frees it on release', async () => {
      const o = await start();
      expect(await o.keys.reserveName('username', 'Ayşe', 'm1', 1000)).toEqual({ reserved: true });
      expect(await o.keys.reserveName('username', 'AYŞE', 'm2', 2000)).toEqual({ reserved: false, owner: 'm1', since: 1000 });
      expect(await o.keys.reserveName('email', 'ayşe', 'm2', 2000)).toEqual({ reserved: true }); // another kind
      expect(await o.keys.nameOwner('username', 'ayşe')).toBe('m1');
      expect(await o.keys.takeOverName('username', 'ayşe', 'm9', 'm2', 3000)).toBe(false);
      expect(await o.keys.takeOverName('username', 'ayşe', 'm1', 'm2', 3000)).toBe(true);
      await o.keys.releaseName('username', 'ayşe', 'm1'); // not the holder any more: nothing happens
      expect(await o.keys.nameOwner('username', 'ayşe')).toBe('m2');
      await o.keys.releaseName('username', 'ayşe', 'm2');
      expect(await o.keys.nameOwner('username', 'ayşe')).toBeNull();
    });

    it('erases: a stable pseudonym, the keys of the member and linked subjects gone, the reservations freed', async () => {
      const o = await start();
      await o.keys.keyFor('m1');
      await o.keys.keyFor('kick:7');
      await o.keys.reserveName('username', 'ayse', 'm1', 1);
      await o.keys.reserveName('email', 'ayse@example.com', 'm1', 1);
      const pseudonym = await o.keys.beginErasure('m1');
      expect(pseudonym).toMatch(PSEUDONYM_PATTERN);
      expect(await o.keys.beginErasure('m1')).toBe(pseudonym);
      expect(await o.keys.pendingErasures()).toEqual(['m1']);
      await o.keys.completeErasure('m1', ['kick:7']);
      const keys = await o.reopen();
      expect(await keys.keyOf('m1')).toEqual({ erased: true, pseudonym });
      expect(await keys.keyFor('m1')).toEqual({ erased: true, pseudonym });
      expect(await keys.keyOf('kick:7')).toEqual({ erased: true, pseudonym: null });
      expect(await keys.nameOwner('username', 'ayse')).toBeNull();
      expect(await keys.nameOwner('email', 'AYSE@example.com')).toBeNull();
      expect(await keys.pendingErasures()).toEqual([]);
    });

    it("reserves platform accounts by kind, frees the member's and the linked subjects' at erasure, keeps a follow mark", async () => {
      const o = await start();
      expect(await o.keys.reserveName('kick', '987654321987', 'm1', 1)).toEqual({ reserved: true });
      expect(await o.keys.reserveName('kick', '987654321987', 'm2', 2)).toEqual({ reserved: false, owner: 'm1', since: 1 });
      expect(await o.keys.reserveName('telegram', '987654321987', 'm1', 1)).toEqual({ reserved: true }); // another kind
      expect(await o.keys.reserveName('kickSubject', '987654321987', 'kick:s1', 0)).toEqual({ reserved: true });
      expect(await o.keys.reserveName('kickFollow', '987654321987', 'message-1', 0)).toEqual({ reserved: true });
      await o.keys.keyFor('kick:s1');
      await o.keys.beginErasure('m1');
      await o.keys.completeErasure('m1', ['kick:s1']);
      const keys = await o.reopen();
      expect(await keys.nameOwner('kick', '987654321987')).toBeNull();
      expect(await keys.nameOwner('telegram', '987654321987')).toBeNull();
      expect(await keys.nameOwner('kickSubject', '987654321987')).toBeNull();
      expect(await keys.keyOf('kick:s1')).toEqual({ erased: true, pseudonym: null });
      // Once per Kick account ever: the follow's mark names a delivery, no member, and stays.
      expect(await keys.nameOwner('kickFollow', '987654321987')).toBe('message-1');
      expect(await keys.reserveName('kick', '987654321987', 'm2', 3)).toEqual({ reserved: true });
    });

    it('lists subjects by prefix and forgets them outright', async () => {
      const o = await start();
      for (const subject of ['kick:42', 'kick:s-1', 'm1', 'kick.x']) await o.keys.keyFor(subject);
      expect((await o.keys.subjectsStartingWith('kick:')).sort()).toEqual(['kick:42', 'kick:s-1']);
      await o.keys.forgetSubjects(['kick:42']);
      expect(await (await o.reopen()).keyOf('kick:42')).toBeNull();
      expect(await o.keys.subjectsStartingWith('kick:')).toEqual(['kick:s-1']);
    });

    it('gives every erased member a pseudonym of its own', async () => {
      const o = await start();
      const names = await Promise.all(Array.from({ length: 200 }, (_, i) => o.keys.beginErasure(`m${i}`)));
      expect(new Set(names).size).toBe(200);
    });

    it('keeps a mark once', async () => {
      const o = await start();
      expect(await o.keys.hasMark('privacy-migrated')).toBe(false);
      expect(await o.keys.mark('privacy-migrated')).toBe(true);
      expect(await o.keys.mark('privacy-migrated')).toBe(false);
      expect(await (await o.reopen()).hasMark('privacy-migrated')).toBe(true);
    });
  });
}
