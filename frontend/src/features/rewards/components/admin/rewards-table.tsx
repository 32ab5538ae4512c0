import type { AdminReward } from '@app/contracts';
import { Switch } from '@/components/ui/switch';
import { RowActions } from '@/components/ui/row-actions';
import { actionsColumn, Table, TableHead, Td } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { isSoldOut, stockLabel } from '../stock-badge';
import { Gift } from 'lucide-react';

interface RewardsTableProps {
  rewards: AdminReward[];
  toggling: boolean;
  onToggle: (reward: AdminReward, isActive: boolean) => void;
  onEdit: (reward: AdminReward) => void;
  onDelete: (reward: AdminReward) => void;
}

/** The rewards list of admin screen 10, in market order. */
export function RewardsTable({ rewards, toggling, onToggle, onEdit, onDelete }: RewardsTableProps) {
  return (
    <Table aria-label="Ödüller">
      <TableHead columns={['Sıra', 'Ödül', 'Puan', 'Stok', 'Satılan', 'Durum', actionsColumn]} />
      <tbody>
        {rewards.map((r) => (
          <tr key={r.id} data-testid="admin-reward-row">
            <Td className="tabular-nums">{r.sortOrder}</Td>
            <Td>
              <div className="flex items-center gap-3">
                <span className="grid h-10 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-gradient-to-br from-brand-500/70 to-accent-500/70">
                  {r.imageUrl ? (
                    <img src={r.imageUrl} alt="" className="size-full object-cover" />
                  ) : (
                    <Gift className="size-5 text-white" aria-hidden="true" />
                  )}
                </span>
                <div className="min-w-0">
                  <p className="max-w-[16rem] truncate font-semibold">{r.title}</p>
                  <p className="max-w-[16rem] truncate text-xs text-slate-500 dark:text-slate-400">{r.description}</p>
                </div>
              </div>
            </Td>
            <Td className="font-semibold text-brand-700 tabular-nums dark:text-brand-400">{formatNumber(r.pointsCost)}</Td>
            <Td className={isSoldOut(r.stock) ? 'font-semibold text-red-600 dark:text-red-400' : 'tabular-nums'}>
              {stockLabel(r.stock).replace('Stok: ', '')}
            </Td>
            <Td className="tabular-nums">{formatNumber(r.sold)}</Td>
            <Td>
              <Switch
                label={r.isActive ? 'Aktif' : 'Pasif'}
                checked={r.isActive}
                disabled={toggling}
                onChange={(on) => onToggle(r, on)}
              />
            </Td>
            <Td className="text-right whitespace-nowrap">
              <RowActions
                onEdit={() => onEdit(r)}
                onDelete={() => onDelete(r)}
                editLabel={`${r.title} ödülünü düzenle`}
                deleteLabel={`${r.title} ödülünü sil`}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
