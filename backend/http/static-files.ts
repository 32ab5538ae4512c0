import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One file of the built SPA, with the precompressed variants the build wrote beside it. */
export interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  variants: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The whole build, read once at start (a few hundred KB): serving it is a map lookup, no disk
 * access or compression per request. Keys are URL paths (`/assets/index-abc.js`).
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = new Set([...walk(dir)]);
  for (const file of all) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    if (path.basename(file).startsWith('.')) continue; // the build's bookkeeping (.build-complete), not the site's
    const body = readFileSync(file);
    const variants: StaticFile['variants'] = {};
    for (const encoding of Object.keys(SUFFIX) as Encoding[]) {
      if (all.has(file + SUFFIX[encoding])) variants[encoding] = readFileSync(file + SUFFIX[encoding]);
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    files.set('/' + path.relative(dir, file).split(path.sep).join('/'), { body, type, etag, variants });
  }
  return files;
}

/**
 * The encoding to send, from the request's Accept-Encoding (RFC 9110 §12.5.3): the client's
 * highest-weighted coding among those the file has, brotli winning ties; q=0 refuses a coding,
 * `*` stands for any coding not named. Null: send the file as is.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get(encoding === 'gzip' ? 'x-gzip' : encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
