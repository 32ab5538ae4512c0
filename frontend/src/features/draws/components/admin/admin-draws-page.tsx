import type { DrawSummary } from '@app/contracts';
import { Dices, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { useAdminDraws, useCancelDraw, useRunDraw } from '../../api/admin-draws';
import { AdminDrawsTable } from './admin-draws-table';
import { DrawFormDialog } from './draw-form-dialog';
import { RunWarning } from './run-warning';
import { EmptyState } from '@/components/ui/empty-state';

type Pending = { action: 'run' | 'cancel'; draw: DrawSummary } | null;

/** /admin/cekilisler: create draws, run them (with a confirmation), cancel open ones. */
export function AdminDrawsPage() {
  const list = useAdminDraws();
  const { data: draws, isPending, isError } = list;
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<Pending>(null);
  const run = useRunDraw();
  const cancel = useCancelDraw();
  const busy = run.isPending || cancel.isPending;

  const confirm = () => {
    if (!confirming) return;
    const mutation = confirming.action === 'run' ? run : cancel;
    mutation.mutate(confirming.draw.id, { onSettled: () => setConfirming(null) });
  };

  return (
    <AdminPage
      title="Çekilişler"
      description="Kanıtlanabilir adil çekilişler: oluşturun, istediğiniz an başlatın; sonucu herkes doğrulayabilir"
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Yeni Çekiliş
        </Button>
      }
    >
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadFailed what="Çekilişler" query={list} />
      ) : draws.length === 0 ? (
        <EmptyState icon={Dices}>Henüz çekiliş oluşturulmamış</EmptyState>
      ) : (
        <AdminDrawsTable
          draws={draws}
          onRun={(draw) => setConfirming({ action: 'run', draw })}
          onCancel={(draw) => setConfirming({ action: 'cancel', draw })}
        />
      )}
      <DrawFormDialog key={creating ? 'open' : 'closed'} open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
        pending={busy}
        destructive={confirming?.action === 'cancel'}
        title={confirming?.action === 'run' ? 'Çekilişi başlat' : 'Çekilişi iptal et'}
        description={
          confirming?.action === 'run'
            ? `"${confirming.draw.title}" şimdi yapılacak: katılımlar bu anda dondurulur, tohum açıklanır ve kazananlar belirlenir. Bu işlem geri alınamaz.`
            : `"${confirming?.draw.title ?? ''}" iptal edilecek ve tohumu açıklanacak. İptal edilen çekiliş bir daha yapılamaz.`
        }
        confirmLabel={confirming?.action === 'run' ? 'Çekilişi Başlat' : 'İptal Et'}
        cancelLabel="Vazgeç"
      >
        {confirming?.action === 'run' && <RunWarning draw={confirming.draw} />}
      </ConfirmDialog>
    </AdminPage>
  );
}
