import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { frontendBuildReason } from './build-frontend-if-stale.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Folders get an old time, so only the files' own times decide (a real folder's time moves when a file is added). */
function ageFolders(dir: string) {
  for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) ageFolders(path.join(dir, e.name));
  const old = new Date(Date.now() - 1_000_000);
  utimesSync(dir, old, old);
}

/** A file with a modification time `secondsAgo` in the past. */
function file(rel: string, secondsAgo: number) {
  const p = path.join(root, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, rel);
  const t = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(p, t, t);
  ageFolders(root);
}

describe('npm start builds the front end only when it must', () => {
  it('builds when dist is missing or older than a source, not when it is newer than all of them', () => {
    root = mkdtempSync(path.join(tmpdir(), 'frontend-'));
    file('frontend/src/features/cards/list.tsx', 100);
    file('contracts/src/cards/index.ts', 100);
    expect(frontendBuildReason(root)).toBe('frontend/dist is missing');
    file('frontend/dist/index.html', 50);
    // A build cut short before its compressed variants were all written.
    expect(frontendBuildReason(root)).toBe('the last build of frontend/dist did not finish');
    file('frontend/dist/.build-complete', 50);
    expect(frontendBuildReason(root)).toBeNull();
    // The build's own generated route tree does not count.
    file('frontend/src/routeTree.gen.ts', 10);
    expect(frontendBuildReason(root)).toBeNull();
    file('contracts/src/cards/index.ts', 5);
    expect(frontendBuildReason(root)).toBe('contracts/src changed since the last build');
    file('frontend/dist/index.html', 1);
    file('frontend/dist/.build-complete', 1);
    file('frontend/src/features/cards/list.tsx', 0);
    expect(frontendBuildReason(root)).toBe('frontend/src changed since the last build');
  });
});
