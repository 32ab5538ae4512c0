import { Draw, verifyDraw } from '@app/contracts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `npm run draw:verify -- <çekiliş id | adres | dosya.json> [--url http://localhost:3000]
Yayımlanan bir çekilişi yeniden hesaplar: tohumun taahhüdü (seedHash), katılım listesinin özeti
(entriesHash) ve kazananlar. Bir id --url ile verilen siteden, bir adres (…/cekilisler/<id> veya
…/api/draws/<id>) o siteden, bir dosya ise kaydedilmiş GET /api/draws/<id> yanıtı olarak okunur.
Çıkış kodu: 0 eşleşiyor, 1 eşleşmiyor, 2 doğrulanamadı.`;

export interface VerifyIo {
  fetch: (url: string) => Promise<Response>;
  print: (line: string) => void;
}

/** The draw's public answer URL for whatever the person typed: an id, a page or API address. */
export function answerUrl(target: string, site: string) {
  if (!/^https?:\/\//i.test(target)) return `${site.replace(/\/+$/, '')}/api/draws/${encodeURIComponent(target)}`;
  const url = new URL(target);
  const id = url.pathname.match(/\/(?:cekilisler|api\/draws)\/([^/]+)\/?$/)?.[1];
  return id ? `${url.origin}/api/draws/${id}` : target;
}

async function loadDraw(target: string, site: string, io: VerifyIo): Promise<unknown> {
  // npm runs the script inside backend/; a relative file name means the folder npm was started in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (!/^https?:\/\//i.test(target) && existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  const url = answerUrl(target, site);
  const res = await io.fetch(url).catch(() => {
    throw new Error(`${url} adresine ulaşılamadı.`);
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok)
    throw new Error(`${url} yanıtı ${res.status}: ${(body as { message?: string } | null)?.message ?? res.statusText}`);
  return body;
}

const mark = (ok: boolean) => (ok ? 'eşleşiyor' : 'EŞLEŞMİYOR');

/** Prints each check and returns the exit code (0 match, 1 mismatch, 2 cannot check). */
export async function runDrawVerify(argv: string[], io: VerifyIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { url: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 1) return (io.print(USAGE), values.help ? 0 : 2);
  const parsed = Draw.safeParse(await loadDraw(positionals[0]!, values.url ?? 'http://localhost:3000', io));
  if (!parsed.success) return (io.print('Bu bir çekiliş yanıtı değil (GET /api/draws/<id> bekleniyordu).'), 2);
  const draw = parsed.data;
  io.print(`Çekiliş: ${draw.title} (${draw.id}), durum: ${draw.status}`);
  if (draw.status !== 'drawn') {
    io.print(
      draw.status === 'open'
        ? 'Çekiliş henüz yapılmadı: tohum açıklanınca doğrulanabilir.'
        : 'Çekiliş iptal edildi; kazanan yok.',
    );
    return 2;
  }
  const check = await verifyDraw(draw);
  io.print(`Tohumun taahhüdü (seedHash): ${mark(check.seedMatchesCommitment)}`);
  io.print(`Katılım listesinin özeti (entriesHash, ${draw.entries.length} katılım): ${mark(check.entriesHashMatches)}`);
  io.print(`Kazananlar (${draw.winners.length}): ${mark(check.winnersMatch)}`);
  check.expectedWinners.forEach((w, k) => io.print(`  ${k + 1}. ${w.entry} (${w.username})`));
  io.print(check.matches ? 'SONUÇ: EŞLEŞİYOR' : 'SONUÇ: EŞLEŞMİYOR');
  return check.matches ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runDrawVerify(process.argv.slice(2), { fetch: (url) => fetch(url), print: (line) => console.info(line) }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`Doğrulanamadı: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(2);
    },
  );
}
