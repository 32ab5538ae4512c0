import { ReviewVerificationRequest, type SocialVerification } from '@app/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, useDeleteConfirm } from '@/components/ui/confirm-dialog';
import { QueryList } from '@/components/ui/load-failed';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/lib/toast';
import { useDeleteVerification, usePendingVerifications, useReviewVerification } from '../../api/pending-verifications';
import { PendingVerificationCard } from './pending-verification-card';

/** Reddet's request: the reason as typed, none when left empty (the member sees it beside the request). */
const rejectedWith = (note: string): ReviewVerificationRequest => ({ status: 'rejected', rejectionReason: note.trim() || null });

/** Admin screen 13: pending YouTube and Instagram requests; the list updates live for every staff member. */
export function PendingVerificationsPage() {
  const list = usePendingVerifications();
  const review = useReviewVerification();
  const remove = useDeleteVerification();
  const { setDeleting, confirm } = useDeleteConfirm<SocialVerification>(remove, 'Doğrulama kalıcı olarak silindi');
  const [rejecting, setRejecting] = useState<SocialVerification | null>(null);
  const busy = review.isPending || remove.isPending;

  const approve = (v: SocialVerification) =>
    review.mutate(
      { id: v.id, body: { status: 'approved' } },
      { onSuccess: () => toast.success('Başarılı', { description: 'Doğrulama onaylandı ve kullanıcı puan kazandı' }) },
    );
  const reject = (body: ReviewVerificationRequest, failed: (error: unknown) => void) =>
    rejecting &&
    review.mutate(
      { id: rejecting.id, body },
      {
        onSuccess: () => (toast.success('Başarılı', { description: 'Doğrulama reddedildi' }), setRejecting(null)),
        onError: failed,
      },
    );

  return (
    <AdminPage title="Bekleyen Doğrulamalar" description="Üyelerin YouTube ve Instagram doğrulama talepleri">
      <QueryList
        query={list}
        what="Bekleyen doğrulamalar"
        empty={
          <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <ShieldCheck className="size-10 text-emerald-500" aria-hidden="true" />
            <p className="text-lg font-semibold">Bekleyen Doğrulama Yok</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">Yeni talepler geldiğinde burada görünecek.</p>
          </Card>
        }
      >
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {data.map((v) => (
              <PendingVerificationCard
                key={v.id}
                verification={v}
                busy={busy}
                onApprove={() => approve(v)}
                onReject={() => setRejecting(v)}
                onDelete={() => setDeleting(v)}
              />
            ))}
          </div>
        )}
      </QueryList>
      <ReasonDialog
        open={!!rejecting}
        title="Doğrulamayı Reddet"
        description="İsterseniz üyeye gösterilecek bir red sebebi yazın."
        label="Red Sebebi (isteğe bağlı)"
        name="rejectionReason"
        schema={ReviewVerificationRequest}
        toRequest={rejectedWith}
        pending={busy}
        confirmPending={review.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
      <ConfirmDialog
        {...confirm}
        title="Kalıcı Olarak Sil"
        description="Bu doğrulama talebi kalıcı olarak silinecek. Bu işlem geri alınamaz."
      />
    </AdminPage>
  );
}
