import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which of `values` some file under `dir` holds, as the bytes would show to `grep -a` (UTF-8 and
 * Latin-1 readings): every file, SQLite's `-wal` and `-shm` beside their databases included. A file
 * that goes away while it is read (a WAL truncated meanwhile) counts as empty.
 */
export function valuesInFiles(dir: string, values: readonly string[]): { file: string; value: string }[] {
  const found: { file: string; value: string }[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    let bytes: Buffer;
    try {
      if (!statSync(file).isFile()) continue;
      bytes = readFileSync(file);
    } catch {
      continue;
    }
    const text = bytes.toString('utf8') + '\n' + bytes.toString('latin1');
    for (const value of values) if (text.includes(value)) found.push({ file: name, value });
  }
  return found;
}
