import { ManualVerificationRequest, type SocialVerification } from '@app/contracts';
import { InstagramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';
import { useSubmitManualVerification } from '../api/submit-verification';
import { handleOf, PlatformCard, VerificationBadge, VerificationState } from './verification-status';

const platforms = {
  youtube: {
    title: 'YouTube',
    icon: <YoutubeIcon className="size-5" />,
    iconClass: 'bg-red-600',
    label: 'Kanal Linki',
    placeholder: 'https://youtube.com/@kanaliniz',
    hint: 'YouTube kanalınızın bağlantısı',
    type: 'url',
  },
  instagram: {
    title: 'Instagram',
    icon: <InstagramIcon className="size-5" />,
    iconClass: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600',
    label: 'Kullanıcı Adı',
    placeholder: 'kullaniciadi',
    hint: 'Kullanıcı adınızı @ olmadan girin',
    type: 'text',
  },
} as const;

/** YouTube / Instagram: a request staff approve by hand; a rejected or absent one can be (re)submitted. */
export function ManualVerificationCard({
  platform,
  latest,
  points,
}: {
  platform: keyof typeof platforms;
  latest: SocialVerification | undefined;
  points: number | undefined;
}) {
  const p = platforms[platform];
  const submit = useSubmitManualVerification();
  const f = useContractForm(ManualVerificationRequest, { values: { platform, platformUsername: '' } });
  const open = latest && latest.status !== 'rejected';

  const onSubmit = f.onSubmit((request) =>
    submit.mutate(request, {
      onSuccess: ({ message }) => {
        toast.success('Başarılı', { description: message });
        f.form.reset();
      },
      onError: f.failed,
    }),
  );

  return (
    <PlatformCard testId={`verification-${platform}`} title={p.title} icon={p.icon} iconClass={p.iconClass} points={points}>
      {open ? (
        <VerificationState verification={latest} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-3" aria-label={`${p.title} doğrulama formu`}>
          {latest?.status === 'rejected' && (
            <div className="space-y-1 rounded-xl bg-red-500/10 p-3 text-sm" data-testid="verification-rejected">
              <div className="flex items-center gap-2">
                <span className="font-medium">{handleOf(latest.platformUsername)}</span>
                <VerificationBadge status="rejected" />
              </div>
              {latest.rejectionReason && <p className="text-red-700 dark:text-red-300">Red sebebi: {latest.rejectionReason}</p>}
              <p className="text-slate-600 dark:text-slate-400">Bilgilerinizi kontrol edip yeniden gönderebilirsiniz.</p>
            </div>
          )}
          <Field
            label={p.label}
            type={p.type}
            inputMode={p.type === 'url' ? 'url' : undefined}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={p.placeholder}
            hint={p.hint}
            {...f.field('platformUsername')}
          />
          <Button type="submit" className="mt-auto" disabled={!f.values.platformUsername.trim()} pending={submit.isPending}>
            {submit.isPending ? 'Gönderiliyor...' : 'Doğrulama Gönder'}
          </Button>
        </form>
      )}
    </PlatformCard>
  );
}
