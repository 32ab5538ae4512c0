import type { StreamingRule } from '@app/contracts';
import { Info, Plus, Radio } from 'lucide-react';
import { useState } from 'react';
import { EditReload, freshRecord } from '@/lib/edit-reload';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, useDeleteConfirm } from '@/components/ui/confirm-dialog';
import { QueryList } from '@/components/ui/load-failed';
import { Switch } from '@/components/ui/switch';
import { actionsColumn, Table, TableHead, Td, truncate } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { streamingRuleMutations, useStreamingRules } from '../../api/streaming-rules';
import { StreamingRuleDialog } from './streaming-rule-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RowActions } from '@/components/ui/row-actions';

const steps = [
  'Yayın linkini ve üyelerin kazanacağı puanı girerek bir kural oluşturun.',
  "Üyeler profil sayfalarındaki 'Yayın Doğrulama' alanına (veya kayıt olurken) yayın linkini girer.",
  'Girilen link aktif kuralın linkiyle eşleşirse üye kuralın puanını kazanır; http/https, www ve sondaki / farkı önemsizdir.',
  'Her üye günde bir kez puan kazanabilir; gün, İstanbul saatiyle gece yarısı yenilenir.',
  'Aynı anda yalnızca bir kural aktif olabilir: bir kuralı aktif ettiğinizde diğerleri otomatik olarak pasif olur.',
];

function HowItWorks() {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Info className="size-5 text-accent-500" aria-hidden="true" /> Nasıl Çalışır?
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-slate-600 dark:text-slate-300">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </Card>
  );
}

/** Admin screen 9: the daily stream points rules. */
export function StreamingRulesPage() {
  const list = useStreamingRules();
  const update = streamingRuleMutations.useUpdate();
  const remove = streamingRuleMutations.useDelete();
  const { setDeleting, confirm } = useDeleteConfirm<StreamingRule>(remove, 'Kural silindi');
  const [dialog, setDialog] = useState<{ open: boolean; rule: StreamingRule | null }>({ open: false, rule: null });

  const toggle = (r: StreamingRule, on: boolean) =>
    update.mutate(
      { id: r.id, body: { isActive: on }, revision: r.revision },
      {
        onSuccess: () => toast.success('Başarılı', { description: on ? 'Kural aktif edildi' : 'Kural pasif edildi' }),
        onError: () => void list.refetch(), // a stale row (412): show the list as it is now
      },
    );
  // A stale edit's reload (issue 41): the list again, and the dialog's rule from it.
  const reload = async () => {
    const { data } = await list.refetch();
    setDialog((d) => ({ ...d, rule: freshRecord(data, d.rule) }));
  };

  return (
    <AdminPage
      title="Yayın Doğrulama"
      description="Günlük puan sistemi: üyeler doğru yayın linkini girerek her gün puan kazanır"
      actions={
        <Button onClick={() => setDialog({ open: true, rule: null })}>
          <Plus className="size-4" aria-hidden="true" /> Yeni Kural
        </Button>
      }
    >
      <QueryList
        query={list}
        what="Yayın kuralları"
        empty={<EmptyState icon={Radio}>Henüz yayın doğrulama kuralı eklenmemiş.</EmptyState>}
      >
        {(rules) => (
          <Table aria-label="Yayın doğrulama kuralları">
            <TableHead columns={['Yayın Linki', 'Puan', 'Açıklama', 'Durum', actionsColumn]} />
            <tbody>
              {rules.map((r) => (
                <tr key={r.id} data-testid="streaming-rule-row">
                  <Td className="font-medium" title={r.adminStreamUrl}>
                    {truncate(r.adminStreamUrl)}
                  </Td>
                  <Td className="font-semibold text-brand-700 tabular-nums dark:text-brand-400">
                    {formatNumber(r.pointsReward)}
                  </Td>
                  <Td className="max-w-xs truncate text-slate-500 dark:text-slate-400" title={r.description ?? undefined}>
                    {r.description ?? '-'}
                  </Td>
                  <Td>
                    <Switch
                      label={r.isActive ? 'Aktif' : 'Pasif'}
                      checked={r.isActive}
                      disabled={update.isPending}
                      onChange={(on) => toggle(r, on)}
                    />
                  </Td>
                  <Td className="text-right whitespace-nowrap">
                    <RowActions onEdit={() => setDialog({ open: true, rule: r })} onDelete={() => setDeleting(r)} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryList>
      <HowItWorks />
      <EditReload value={reload}>
        <StreamingRuleDialog open={dialog.open} rule={dialog.rule} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      </EditReload>
      <ConfirmDialog
        {...confirm}
        title="Kuralı sil"
        description="Bu yayın doğrulama kuralı kalıcı olarak silinecek. Bu işlem geri alınamaz."
      />
    </AdminPage>
  );
}
