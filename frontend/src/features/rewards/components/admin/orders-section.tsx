import type { RewardOrder, RewardOrderStatus } from '@app/contracts';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';
import { SelectField } from '@/components/ui/select-field';
import { QueryList } from '@/components/ui/load-failed';
import { actionsColumn, Table, TableHead, Td } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { orderStatusLabels } from '../../lib/status-labels';
import { toast } from '@/lib/toast';
import { rewardOrdersCsvUrl, useAdvanceOrder, useRewardOrders } from '../../api/reward-orders';
import { OrderStatusBadge } from '../order-status';
import { CancelOrderDialog } from './cancel-order-dialog';

type Filter = RewardOrderStatus | 'all';
const filterOptions = [
  { value: 'all', label: 'Tümü' },
  ...(['pending', 'claimed', 'delivered', 'cancelled'] as const).map((s) => ({ value: s, label: orderStatusLabels[s] })),
];

function Actions({
  order,
  busy,
  onAdvance,
  onCancel,
}: {
  order: RewardOrder;
  busy: boolean;
  onAdvance: (s: 'claimed' | 'delivered') => void;
  onCancel: () => void;
}) {
  if (order.status === 'cancelled') {
    return (
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {order.cancelReason}
        {order.cancelledBy && ` · ${order.cancelledBy}`}
      </span>
    );
  }
  if (order.status === 'delivered') return <span className="text-slate-400">-</span>;
  return (
    <div className="flex justify-end gap-2">
      {order.status === 'pending' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAdvance('claimed')}>
          Alındı
        </Button>
      )}
      <Button size="sm" disabled={busy} onClick={() => onAdvance('delivered')}>
        Teslim Edildi
      </Button>
      <Button size="sm" variant="ghost" className="!text-red-600 dark:!text-red-400" disabled={busy} onClick={onCancel}>
        İptal Et
      </Button>
    </div>
  );
}

/** Order fulfilment: who bought what; staff mark it claimed or delivered, or cancel with a refund. */
export function OrdersSection() {
  const [filter, setFilter] = useState<Filter>('all');
  const list = useRewardOrders(filter);
  const advance = useAdvanceOrder();
  const [cancelling, setCancelling] = useState<RewardOrder | null>(null);
  const move = (order: RewardOrder, status: 'claimed' | 'delivered') =>
    advance.mutate(
      { id: order.id, status },
      { onSuccess: () => toast.success('Başarılı', { description: `Sipariş durumu: ${orderStatusLabels[status]}` }) },
    );

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="orders-heading" className="text-xl font-bold tracking-tight">
            Siparişler
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">Üyelerin satın aldığı ödüller, en yenisi üstte</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Durum"
            options={filterOptions}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
            className="w-48"
          />
          <DownloadLink href={rewardOrdersCsvUrl(filter)} />
        </div>
      </div>
      <QueryList
        query={list}
        what="Siparişler"
        empty={
          <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <PackageOpen className="size-8 text-accent-500" aria-hidden="true" />
            <p className="text-slate-600 dark:text-slate-400">Henüz sipariş yok.</p>
          </Card>
        }
      >
        {(orders) => (
          <Table aria-label="Siparişler">
            <TableHead columns={['Tarih', 'Üye', 'Ödül', 'Puan', 'Durum', actionsColumn]} />
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} data-testid="reward-order-row">
                  <Td className="whitespace-nowrap text-slate-500 dark:text-slate-400">{formatDateTime(o.purchasedAt)}</Td>
                  <Td className="font-medium">{o.username ?? 'Bilinmiyor'}</Td>
                  <Td className="max-w-[14rem] truncate">{o.rewardTitle}</Td>
                  <Td className="tabular-nums">{formatNumber(o.pointsSpent)}</Td>
                  <Td>
                    <OrderStatusBadge status={o.status} />
                  </Td>
                  <Td className="text-right">
                    <Actions order={o} busy={advance.isPending} onAdvance={(s) => move(o, s)} onCancel={() => setCancelling(o)} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryList>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
