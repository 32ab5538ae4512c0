import type { SocialPlatform, SocialVerification } from '@app/contracts';
import { Check, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { InstagramIcon, TelegramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatLongDate } from '@/lib/format-date';

export const platformInfo: Record<SocialPlatform, { name: string; handleLabel: string; icon: ReactNode; iconClass: string }> = {
  telegram: {
    name: 'Telegram',
    handleLabel: 'Telegram Kullanıcı Adı',
    icon: <TelegramIcon className="size-5" />,
    iconClass: 'bg-sky-500',
  },
  youtube: { name: 'YouTube', handleLabel: 'Kanal URL', icon: <YoutubeIcon className="size-5" />, iconClass: 'bg-red-600' },
  instagram: {
    name: 'Instagram',
    handleLabel: 'Kullanıcı Adı',
    icon: <InstagramIcon className="size-5" />,
    iconClass: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600',
  },
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Screen 13: one pending request with its three actions (all disabled while any action runs). */
export function PendingVerificationCard({
  verification: v,
  busy,
  onApprove,
  onReject,
  onDelete,
}: {
  verification: SocialVerification;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
}) {
  const p = platformInfo[v.platform];
  const isLink = /^https?:\/\//i.test(v.platformUsername);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="pending-verification">
      <div className="flex items-center gap-3">
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl text-white shadow-md ${p.iconClass}`}>
          {p.icon}
        </span>
        <h2 className="flex-1 font-bold">{p.name}</h2>
        <StatusBadge tone="warning">Beklemede</StatusBadge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="E-posta">{v.userEmail ?? 'Bilinmiyor'}</Detail>
        <Detail label={p.handleLabel}>
          {isLink ? (
            <a
              href={v.platformUsername}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-brand-700 hover:underline dark:text-brand-400"
              title={v.platformUsername}
            >
              {v.platformUsername}
            </a>
          ) : (
            <span title={v.platformUsername}>@{v.platformUsername}</span>
          )}
        </Detail>
        <Detail label="Başvuru Tarihi">{formatLongDate(v.createdAt)}</Detail>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button
          size="sm"
          onClick={onApprove}
          disabled={busy}
          className="!bg-emerald-600 !shadow-emerald-600/25 hover:!bg-emerald-700"
        >
          <Check className="size-4" aria-hidden="true" /> Onayla
        </Button>
        <Button size="sm" variant="outline" onClick={onReject} disabled={busy} className="!text-red-600 dark:!text-red-400">
          <X className="size-4" aria-hidden="true" /> Reddet
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy} className="ml-auto !text-red-600 dark:!text-red-400">
          <Trash2 className="size-4" aria-hidden="true" /> Kalıcı Olarak Sil
        </Button>
      </div>
    </Card>
  );
}
