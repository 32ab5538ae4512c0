import type { SocialVerification, TelegramInitResponse } from '@app/contracts';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { TelegramIcon } from '@/components/ui/brand-icons';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCheckTelegramVerification, useStartTelegramVerification } from '../api/submit-verification';
import { PlatformCard, VerificationState } from './verification-status';

/** Telegram: start → a code and the bot's link → the member sends the code to the bot → check. */
export function TelegramVerificationCard({
  verified,
  points,
}: {
  verified: SocialVerification | undefined;
  points: number | undefined;
}) {
  const start = useStartTelegramVerification();
  const check = useCheckTelegramVerification();
  const [session, setSession] = useState<TelegramInitResponse | null>(null);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (r) => {
        if (!r.botLink) return void toast.error('Hata', { description: 'Bot bağlantısı alınamadı. Lütfen tekrar deneyin.' });
        setSession(r);
        toast.success('Doğrulama Kodu', {
          description: `Kodunuz: ${r.verificationCode}. Bu kodu @${r.botUsername} botuna gönderin.`,
          duration: 8000,
        });
      },
    });
  const onCheck = () =>
    check.mutate(undefined, {
      onSuccess: (r) => {
        if (!r.success) return void toast.warning('Bekleyin', { description: r.message });
        setSession(null);
        toast.success('Başarılı', { description: r.message, duration: r.pointsEarned > 0 ? 6000 : 3000 });
      },
    });

  return (
    <PlatformCard
      testId="verification-telegram"
      title="Telegram"
      icon={<TelegramIcon className="size-5" />}
      iconClass="bg-sky-500"
      points={points}
    >
      {verified ? (
        <VerificationState verification={verified} />
      ) : session ? (
        <div className="flex flex-1 flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Aşağıdaki kodu <span className="font-semibold break-all">@{session.botUsername}</span> botuna gönderin, grubumuza
            katıldığınızdan emin olun ve ardından kontrol edin.
          </p>
          <p
            className="rounded-xl border border-dashed border-sky-500/50 bg-sky-500/10 py-3 text-center font-mono text-2xl font-bold tracking-[0.3em]"
            data-testid="telegram-code"
          >
            {session.verificationCode}
          </p>
          <a href={session.botLink} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'md')}>
            <ExternalLink className="size-4" aria-hidden="true" /> Telegram Botunu Aç
          </a>
          <Button className="mt-auto" onClick={onCheck} pending={check.isPending}>
            {!check.isPending && <RefreshCw className="size-4" aria-hidden="true" />} Kontrol Et
          </Button>
        </div>
      ) : (
        <div className="flex flex-1 flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Telegram grubumuza katılın ve hesabınızı botumuz üzerinden otomatik olarak doğrulayın.
          </p>
          <Button className="mt-auto" onClick={onStart} pending={start.isPending}>
            Doğrulamayı Başlat
          </Button>
        </div>
      )}
    </PlatformCard>
  );
}
