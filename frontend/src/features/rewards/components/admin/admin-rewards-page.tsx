import type { AdminReward } from '@app/contracts';
import { Gift, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { EditReload, freshRecord } from '@/lib/edit-reload';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useDeleteConfirm } from '@/components/ui/confirm-dialog';
import { QueryList } from '@/components/ui/load-failed';
import { toast } from '@/lib/toast';
import { useAllRewards } from '../../api/get-rewards';
import { rewardMutations } from '../../api/save-reward';
import { OrdersSection } from './orders-section';
import { RewardForm } from './reward-form';
import { RewardsTable } from './rewards-table';
import { EmptyState } from '@/components/ui/empty-state';

/** Admin screen 10 (Market Yönetimi): the reward form toggled by a button, the rewards list, the orders. */
export function AdminRewardsPage() {
  const list = useAllRewards();
  const rewards = list.data;
  const update = rewardMutations.useUpdate();
  const remove = rewardMutations.useDelete();
  const { deleting, setDeleting, confirm } = useDeleteConfirm<AdminReward>(remove, 'Ödül silindi');
  const [form, setForm] = useState<{ open: boolean; reward: AdminReward | null }>({ open: false, reward: null });
  const nextSortOrder = rewards?.length ? Math.max(...rewards.map((r) => r.sortOrder)) + 1 : 0;

  const edit = (reward: AdminReward) => {
    setForm({ open: true, reward });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const toggle = (r: AdminReward, isActive: boolean) =>
    update.mutate(
      { id: r.id, body: { isActive }, revision: r.revision },
      {
        onSuccess: () => toast.success('Başarılı', { description: isActive ? 'Ödül aktif edildi' : 'Ödül pasif edildi' }),
        onError: () => void list.refetch(), // a stale row (412): show the list as it is now
      },
    );
  // A stale edit's reload (issue 41): the list again, and the form's reward from it.
  const reload = async () => {
    const { data } = await list.refetch();
    setForm((f) => ({ ...f, reward: freshRecord(data, f.reward) }));
  };

  return (
    <AdminPage
      title="Market Yönetimi"
      description="Puan marketindeki ödüller ve üyelerin siparişleri"
      actions={
        <Button variant={form.open ? 'outline' : 'primary'} onClick={() => setForm((f) => ({ open: !f.open, reward: null }))}>
          {form.open ? <X className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
          {form.open ? 'Formu Kapat' : 'Yeni Ödül'}
        </Button>
      }
    >
      {form.open && (
        <EditReload value={reload}>
          <RewardForm
            // A reloaded reward (issue 41) starts the form over from what it is now.
            key={`${form.reward?.id ?? 'new'}:${form.reward?.revision ?? ''}`}
            reward={form.reward}
            nextSortOrder={nextSortOrder}
            onDone={() => setForm({ open: false, reward: null })}
          />
        </EditReload>
      )}
      <QueryList query={list} what="Ödüller" empty={<EmptyState icon={Gift}>Henüz ödül eklenmemiş.</EmptyState>}>
        {(rewards) => (
          <RewardsTable rewards={rewards} toggling={update.isPending} onToggle={toggle} onEdit={edit} onDelete={setDeleting} />
        )}
      </QueryList>
      <OrdersSection />
      <ConfirmDialog
        {...confirm}
        title="Ödülü sil"
        description={`'${deleting?.title ?? ''}' ödülü marketten kalıcı olarak kaldırılacak. Mevcut siparişler etkilenmez.`}
      />
    </AdminPage>
  );
}
