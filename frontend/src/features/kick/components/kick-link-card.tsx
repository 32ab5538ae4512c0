import { Link2, Unlink } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { KICK_AUTHORIZE_URL, useKickLink, useNewKickCode, useUnlinkKick } from '../api/kick-link';
import { kickChannelUrl, useKickStatus } from '../api/kick-status';

/** What the OAuth callback's `?kick=` means, in the card. */
export const KICK_OUTCOME_TEXT = {
  kullaniliyor: 'Bu Kick hesabı başka bir üyeye bağlı. Kendi Kick hesabınızla giriş yapıp tekrar deneyin.',
  hata: 'Kick hesabınız bağlanamadı. Lütfen tekrar deneyin.',
} as const;

/** Profile: the fourth card, "Kick Hesabını Bağla": OAuth, or `!bagla <code>` in the channel's chat. */
export function KickLinkCard({ outcome }: { outcome?: keyof typeof KICK_OUTCOME_TEXT }) {
  const { data: status } = useKickStatus();
  const enabled = !!status?.enabled;
  const { data: link } = useKickLink(enabled);
  const newCode = useNewKickCode();
  const unlink = useUnlinkKick();
  if (!enabled || !status.channel) return null;
  return (
    <Card className="flex flex-col p-5" data-testid="kick-link-card">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-lime-500 text-lg font-black text-slate-950 shadow-md">
          K
        </span>
        <h3 className="font-bold">Kick Hesabını Bağla</h3>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-3 text-sm text-slate-600 dark:text-slate-400">
        {outcome && !link?.linked && (
          <p role="alert" className="rounded-lg bg-red-500/10 p-2 text-red-700 dark:text-red-400">
            {KICK_OUTCOME_TEXT[outcome]}
          </p>
        )}
        {link?.linked ? (
          <>
            <p>
              Bağlı hesap: <span className="font-semibold text-slate-900 dark:text-slate-100">{link.kickUsername}</span>. Yayında
              sohbet ettikçe, takip ve aboneliklerle puan kazanırsınız.
            </p>
            <Button variant="outline" className="mt-auto" onClick={() => unlink.mutate()} pending={unlink.isPending}>
              <Unlink className="size-4" aria-hidden="true" /> Bağlantıyı Kaldır
            </Button>
          </>
        ) : (
          <>
            <p>Kick hesabınızı bağlayın; yayında sohbet ederek, takip ve aboneliklerle puan kazanın.</p>
            <a href={KICK_AUTHORIZE_URL} className={buttonClass('primary', 'md')}>
              <Link2 className="size-4" aria-hidden="true" /> Kick ile Bağla
            </a>
            {link?.code ? (
              <p data-testid="kick-code">
                Ya da{' '}
                <a
                  className="font-semibold underline"
                  href={kickChannelUrl(status.channel)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  kanalın sohbetine
                </a>{' '}
                yazın:{' '}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono font-bold dark:bg-slate-800">
                  !bagla {link.code}
                </code>{' '}
                (son geçerlilik {formatDateTime(link.codeExpiresAt!)}).
              </p>
            ) : null}
            <Button variant="outline" className="mt-auto" onClick={() => newCode.mutate()} pending={newCode.isPending}>
              Sohbet Koduyla Bağla
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
