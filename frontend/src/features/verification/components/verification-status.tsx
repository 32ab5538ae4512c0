import type { SocialVerification, VerificationStatus } from '@app/contracts';
import type { ReactNode } from 'react';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const badge: Record<VerificationStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Beklemede' },
  approved: { tone: 'success', label: 'Onaylandı' },
  rejected: { tone: 'danger', label: 'Reddedildi' },
};

export const VerificationBadge = ({ status }: { status: VerificationStatus }) => (
  <StatusBadge tone={badge[status].tone}>{badge[status].label}</StatusBadge>
);

/** The handle with an @ (spec): a channel link shows its last path part, e.g. youtube.com/@kanal → @kanal. */
export function handleOf(value: string) {
  let handle = value;
  try {
    const segments = new URL(value).pathname.split('/').filter(Boolean);
    handle = segments.at(-1) ?? new URL(value).hostname;
  } catch {
    // not a link: a username as typed
  }
  return `@${handle.replace(/^@/, '')}`;
}

/** The frame of one platform's card: icon, name, the points it pays, then its state or form. */
export function PlatformCard({
  icon,
  iconClass,
  title,
  points,
  children,
  testId,
}: {
  icon: ReactNode;
  iconClass: string;
  title: string;
  points: number | undefined;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex flex-col p-5" data-testid={testId}>
      <div className="flex items-center gap-3">
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl text-white shadow-md', iconClass)}>{icon}</span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold">{title}</h3>
          {points !== undefined && (
            <p className="text-xs font-semibold text-brand-700 dark:text-brand-400">+{formatNumber(points)} puan</p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </Card>
  );
}

/** Pending or approved: the handle and what happens next. */
export function VerificationState({ verification }: { verification: SocialVerification }) {
  return (
    <div className="space-y-2" data-testid="verification-state">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-medium" title={verification.platformUsername}>
          {handleOf(verification.platformUsername)}
        </span>
        <VerificationBadge status={verification.status} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {verification.status === 'approved'
          ? `Hesabınız doğrulandı, ${formatNumber(verification.points)} puan kazandınız.`
          : 'Talebiniz alındı; yönetici onayından sonra puanınız eklenecek.'}
      </p>
    </div>
  );
}
