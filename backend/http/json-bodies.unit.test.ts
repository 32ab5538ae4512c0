import * as contracts from '@app/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 38, item 4: a JSON body says what type a value is, so its schema takes it as sent. `z.coerce`
 * turned `"10"`, `[10]`, `true`, `null`, `""` and `" 0x10 "` (16) into numbers in a staff form; query
 * strings are text by nature and may coerce. This keeps coercion out of every JSON body schema.
 */
const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.includes('test-support') && !f.includes('node_modules'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

const names = (pattern: RegExp) => new Set(sources(backend).flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!)));

type Walkable = { _zod?: { def?: Record<string, unknown> } };
const isSchema = (v: unknown): v is Walkable => typeof v === 'object' && v !== null && '_zod' in v;

/** Whether any schema inside `schema` coerces (zod 4 marks it on the def). */
function coerces(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!isSchema(schema) || seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod?.def ?? {};
  if (def.coerce === true) return true;
  return Object.values(def).some((v) => {
    if (isSchema(v)) return coerces(v, seen);
    if (Array.isArray(v)) return v.some((x) => coerces(x, seen));
    // An object's shape: its fields' schemas.
    if (v && typeof v === 'object') return Object.values(v).some((x) => coerces(x, seen));
    return false;
  });
}

const exported = contracts as unknown as Record<string, unknown>;

describe('JSON body schemas never coerce', () => {
  const bodies = names(/validate\('json',\s*([A-Za-z0-9_]+)\)/g);
  for (const n of names(/(?:createSchema|updateSchema):\s*([A-Za-z0-9_]+),/g)) bodies.add(n);
  const queries = names(/validate\('query',\s*([A-Za-z0-9_]+)\)/g);

  it('finds the routes’ body schemas in contracts', () => {
    expect(bodies.size).toBeGreaterThan(30);
    expect([...bodies].filter((n) => !isSchema(exported[n]))).toEqual([]);
  });

  it('no body schema coerces a value', () => {
    expect([...bodies].filter((n) => coerces(exported[n]))).toEqual([]);
  });

  it('a schema in contracts that coerces is a query schema', () => {
    const coercing = Object.keys(exported).filter((n) => isSchema(exported[n]) && coerces(exported[n]));
    expect(coercing.length).toBeGreaterThan(0); // the walk does see coercion
    expect(coercing.filter((n) => !queries.has(n) && !n.endsWith('Query'))).toEqual([]);
  });

  it('PUT /api/admin/kick/settings: a number sent as anything else is refused', () => {
    const valid = { ...contracts.KICK_SETTING_DEFAULTS };
    expect(contracts.KickSettings.safeParse(valid).success).toBe(true);
    for (const bad of ['10', [10], true, null, '', ' 0x10 ']) {
      expect(contracts.KickSettings.safeParse({ ...valid, watchPoints: bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
