import { type AdminTicketApplication, DecideTicketApplicationRequest } from '@app/contracts';
import { Tab, TabGroup, TabList } from '@headlessui/react';
import { CircleCheck, CircleX, Clock, Ticket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminPage, StatTile } from '@/components/layouts/admin-page';
import { ConfirmDialog, useDeleteConfirm } from '@/components/ui/confirm-dialog';
import { DownloadLink } from '@/components/ui/download-link';
import { QueryList } from '@/components/ui/load-failed';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/lib/toast';
import {
  adminTicketApplicationsCsvUrl,
  useAdminTicketApplications,
  useDecideTicketApplication,
  useDeleteTicketApplication,
} from '../api/admin-ticket-applications';
import { useAllTicketCompanies } from '../api/get-ticket-companies';
import { TicketNumbersDialog } from './ticket-numbers-dialog';
import { TicketApplicationsTable } from './ticket-applications-table';
import { EmptyState } from '@/components/ui/empty-state';

/** Reddet's request: the admin note as typed, none when left empty (the member sees it on the profile). */
const rejectedWith = (note: string): DecideTicketApplicationRequest => ({ status: 'rejected', adminNote: note.trim() || null });

const tabClass =
  'inline-flex shrink-0 items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition ' +
  'hover:text-slate-900 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 dark:text-slate-400 dark:hover:text-white ' +
  'data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm dark:data-selected:bg-slate-800 dark:data-selected:text-brand-400';

/** Admin screen 7: tabs per company with counts, summary tiles, the queue with its per-row actions. */
export function AdminTicketApplications() {
  const list = useAdminTicketApplications();
  const applications = list.data;
  const { data: companies } = useAllTicketCompanies();
  const decide = useDecideTicketApplication();
  const remove = useDeleteTicketApplication();
  const { deleting, setDeleting, confirm } = useDeleteConfirm<AdminTicketApplication>(remove, 'Başvuru silindi');
  const [tab, setTab] = useState(0);
  const [rejecting, setRejecting] = useState<{ open: boolean; app: AdminTicketApplication | null }>({ open: false, app: null });
  const [numbersOf, setNumbersOf] = useState<{ open: boolean; app: AdminTicketApplication | null }>({ open: false, app: null });

  // Every ticket company gets a tab, plus any company that only survives in old applications.
  const tabs = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of companies ?? []) seen.set(c.id, c.name);
    for (const a of applications ?? []) if (!seen.has(a.ticketCompany.id)) seen.set(a.ticketCompany.id, a.ticketCompany.name);
    return [...seen].map(([id, name]) => ({
      id,
      name,
      count: (applications ?? []).filter((a) => a.ticketCompany.id === id).length,
    }));
  }, [companies, applications]);
  const selected = tab === 0 ? null : (tabs[tab - 1]?.id ?? null);
  const rows = (applications ?? []).filter((a) => !selected || a.ticketCompany.id === selected);
  const count = (status: AdminTicketApplication['status']) => rows.filter((a) => a.status === status).length;
  const busy = decide.isPending || remove.isPending;

  const updated = () => toast.success('Başarılı', { description: 'Başvuru durumu güncellendi' });
  const approve = (a: AdminTicketApplication) =>
    decide.mutate({ id: a.id, body: { status: 'approved' } }, { onSuccess: updated });
  const reject = (body: DecideTicketApplicationRequest, failed: (error: unknown) => void) => {
    const app = rejecting.app;
    if (!app) return;
    decide.mutate(
      { id: app.id, body },
      { onSuccess: () => (updated(), setRejecting((r) => ({ ...r, open: false }))), onError: failed },
    );
  };

  return (
    <AdminPage
      title="Bilet Başvuruları"
      description="Bilet başvurularını onaylayın veya reddedin"
      actions={<DownloadLink href={adminTicketApplicationsCsvUrl(selected)} />}
    >
      <TabGroup selectedIndex={Math.min(tab, tabs.length)} onChange={setTab}>
        <TabList className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-900" aria-label="Firmalar">
          <Tab className={tabClass}>
            Tümü <span className="text-xs tabular-nums opacity-70">({applications?.length ?? 0})</span>
          </Tab>
          {tabs.map((t) => (
            <Tab key={t.id} className={tabClass}>
              {t.name} <span className="text-xs tabular-nums opacity-70">({t.count})</span>
            </Tab>
          ))}
        </TabList>
      </TabGroup>

      {/* Zeros for a list that did not load would be a false count: the tiles wait for the data. */}
      <div className={`my-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4 ${applications ? '' : 'invisible'}`}>
        <StatTile
          icon={Ticket}
          label="Toplam Başvuru"
          value={rows.length}
          testId="tile-total"
          tone="bg-brand-500/15 text-brand-500"
        />
        <StatTile
          icon={Clock}
          label="Bekleyen"
          value={count('pending')}
          testId="tile-pending"
          tone="bg-amber-500/15 text-amber-500"
        />
        <StatTile
          icon={CircleCheck}
          label="Onaylanan"
          value={count('approved')}
          testId="tile-approved"
          tone="bg-emerald-500/15 text-emerald-500"
        />
        <StatTile
          icon={CircleX}
          label="Reddedilen"
          value={count('rejected')}
          testId="tile-rejected"
          tone="bg-red-500/15 text-red-500"
        />
      </div>

      <QueryList
        query={list}
        what="Başvurular"
        rows={rows}
        empty={<EmptyState icon={Ticket}>Henüz bilet başvurusu bulunmamaktadır.</EmptyState>}
      >
        {(rows) => (
          <TicketApplicationsTable
            rows={rows}
            busy={busy}
            onApprove={approve}
            onReject={(app) => setRejecting({ open: true, app })}
            onNumbers={(app) => setNumbersOf({ open: true, app })}
            onDelete={setDeleting}
          />
        )}
      </QueryList>

      {/* Reddet asks for an optional admin note, shown to the member on the profile. */}
      <ReasonDialog
        open={rejecting.open}
        title="Başvuruyu Reddet"
        description={rejecting.app ? `${rejecting.app.username} · ${rejecting.app.ticketCompany.name}` : undefined}
        label="Admin Notu (isteğe bağlı)"
        name="adminNote"
        schema={DecideTicketApplicationRequest}
        toRequest={rejectedWith}
        pending={decide.isPending}
        onClose={() => setRejecting((r) => ({ ...r, open: false }))}
        onConfirm={reject}
      />
      <TicketNumbersDialog
        open={numbersOf.open}
        application={numbersOf.app}
        onClose={() => setNumbersOf((n) => ({ ...n, open: false }))}
      />
      <ConfirmDialog
        {...confirm}
        title="Başvuruyu sil"
        description={`'${deleting?.username ?? ''}' kullanıcısının başvurusu kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      />
    </AdminPage>
  );
}
