import type { KickAdminOverview } from '@app/contracts';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useStaffUnlinkKick } from '../api/admin-kick';

const yesNo = (ok: boolean, yes: string, no: string) => (
  <StatusBadge tone={ok ? 'success' : 'danger'}>{ok ? yes : no}</StatusBadge>
);

/** /admin/kick: the connection as the server last checked it, and the linked members (staff may unlink). */
export function KickConnection({ overview }: { overview: KickAdminOverview }) {
  const unlink = useStaffUnlinkKick();
  const o = overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-3 p-6 text-sm" data-testid="kick-connection">
        <h2 className="text-lg font-bold">Bağlantı</h2>
        <p>
          Kanal: <span className="font-semibold">{o.channel}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2">Uygulama anahtarı: {yesNo(o.appTokenValid, 'Geçerli', 'Geçersiz')}</p>
        <p className="flex flex-wrap items-center gap-2">
          Webhook abonelikleri:{' '}
          {yesNo(o.missingSubscriptions.length === 0, 'Tamam', `Eksik: ${o.missingSubscriptions.join(', ')}`)}
        </p>
        {o.subscriptionIdEndings.length > 0 && (
          <ul className="space-y-1 text-xs text-slate-500 dark:text-slate-400" aria-label="Abonelik kimlikleri">
            {o.subscriptionIdEndings.map((s) => (
              <li key={`${s.event}-${s.last4}`} className="break-all">
                {s.event}: …{s.last4}
              </li>
            ))}
          </ul>
        )}
        <p>Son webhook: {o.lastWebhookAt ? formatDateTime(o.lastWebhookAt) : 'Henüz yok'}</p>
        <p data-testid="kick-other-channel">Yok sayılan, başka kanaldan gelen teslimat: {o.otherChannelDeliveries}</p>
        <p data-testid="kick-out-of-bounds">Yok sayılan, sınırı aşan tutarlı teslimat: {o.outOfBoundsDeliveries}</p>
        <p className="flex flex-wrap items-center gap-2">Yayın: {yesNo(o.live, 'Canlı', 'Kapalı')}</p>
      </Card>
      <Card className="p-6 text-sm">
        <h2 className="mb-3 text-lg font-bold">Bağlı Üyeler</h2>
        {o.members.length === 0 ? (
          <p className="text-slate-500 dark:text-slate-400">Henüz Kick hesabını bağlayan üye yok.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {o.members.map((m) => (
              <li key={m.userId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate">
                  <span className="font-semibold">{m.username ?? '—'}</span> · Kick: {m.kickUsername}
                </span>
                <Button variant="outline" size="sm" onClick={() => unlink.mutate(m.userId)} pending={unlink.isPending}>
                  Bağlantıyı Kaldır
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
