import { Download, KeySquare } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The file a staff member keeps: one code a line, with what they are for. */
export function recoveryCodesText(codes: string[], account: string) {
  return [
    'İki adımlı doğrulama kurtarma kodları',
    `Hesap: ${account}`,
    '',
    ...codes,
    '',
    'Her kod yalnızca bir kez kullanılabilir. Telefonunuza erişemediğinizde, doğrulama kodu yerine bunlardan birini girin.',
    '',
  ].join('\r\n');
}

function download(codes: string[], account: string) {
  const blob = new Blob([recoveryCodesText(codes, account)], { type: 'text/plain;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: 'kurtarma-kodlari.txt' });
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The 10 recovery codes, shown this once (only their hashes are kept), with a .txt download. */
export function RecoveryCodesPanel({ codes, account }: { codes: string[]; account: string }) {
  return (
    <section aria-labelledby="recovery-title" className="space-y-4">
      <div>
        <h2 id="recovery-title" className="flex items-center gap-2 text-lg font-bold">
          <KeySquare className="size-5 text-accent-500" aria-hidden="true" /> Kurtarma Kodları
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Bu kodlar yalnızca şimdi gösteriliyor. Güvenli bir yere kaydedin: telefonunuza erişemezseniz her biriyle bir kez giriş
          yapabilirsiniz.
        </p>
      </div>
      <ol
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm sm:grid-cols-5 dark:border-slate-800 dark:bg-slate-950/60"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="outline" onClick={() => download(codes, account)}>
        <Download className="size-4" aria-hidden="true" /> Kodları İndir (.txt)
      </Button>
    </section>
  );
}
