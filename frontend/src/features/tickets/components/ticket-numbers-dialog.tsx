import type { AdminTicketApplication } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { QueryList } from '@/components/ui/load-failed';
import { useApplicationNumbers } from '../api/get-application-numbers';

/** The ticket numbers an approved application received. */
export function TicketNumbersDialog({
  open,
  application,
  onClose,
}: {
  open: boolean;
  application: AdminTicketApplication | null;
  onClose: () => void;
}) {
  const query = useApplicationNumbers(open ? (application?.id ?? null) : null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Bilet Numaraları"
      description={application ? `${application.username} · ${application.ticketCompany.name}` : undefined}
      footer={
        <Button variant="outline" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      <QueryList
        query={query}
        what="Bilet numaraları"
        empty={<p className="text-sm text-slate-500 dark:text-slate-400">Bu başvuru için bilet numarası bulunmamaktadır.</p>}
      >
        {(numbers) => (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="application-numbers">
            {numbers.map((n) => (
              <li
                key={n.id}
                className="rounded-lg border border-dashed border-brand-500/40 bg-brand-500/5 px-3 py-2 text-center font-mono font-bold"
              >
                {n.ticketNumber}
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </Modal>
  );
}
