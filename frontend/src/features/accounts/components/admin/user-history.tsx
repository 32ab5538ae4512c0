import type { LedgerRow, RewardOrderStatus, TicketApplication, TicketApplicationStatus, UserReward } from '@app/contracts';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ComponentType, ReactNode } from 'react';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useAdminUserApplications, useAdminUserLedger, useAdminUserPurchases } from '../../api/admin-users';

/**
 * How the other slices show their rows (points ledger, application and order states). Lent by the
 * route (routes/admin/kullanicilar.tsx), as features never import each other.
 */
export interface UserHistoryViews {
  LedgerTable: ComponentType<{
    rows: LedgerRow[];
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => void;
  }>;
  ApplicationStatus: ComponentType<{ status: TicketApplicationStatus }>;
  OrderStatus: ComponentType<{ status: RewardOrderStatus }>;
}

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition hover:text-slate-900 focus:outline-none ' +
  'data-focus:ring-2 data-focus:ring-brand-500 dark:text-slate-400 dark:hover:text-white ' +
  'data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm dark:data-selected:bg-slate-800 dark:data-selected:text-brand-400';

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500 dark:border-slate-700">
    {children}
  </p>
);

/** A short list of rows: what on the left, status and date on the right (fits the drawer on a phone). */
function Rows<T extends { id: string }>({
  items,
  render,
}: {
  items: T[];
  render: (item: T) => [ReactNode, ReactNode, ReactNode];
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800/70 dark:border-slate-800">
      {items.map((item) => {
        const [what, status, when] = render(item);
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div className="min-w-0">{what}</div>
            <div className="flex items-center gap-3">
              {status}
              <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">{when}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Ledger({ userId, views: { LedgerTable } }: { userId: string; views: UserHistoryViews }) {
  const query = useAdminUserLedger(userId);
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const rows = data?.pages.flat() ?? [];
  if (failedWithoutData(query)) return <LoadFailed what="Puan hareketleri" query={query} />;
  if (isPending) return <Spinner />;
  if (!rows.length) return <Empty>Henüz puan hareketi yok.</Empty>;
  return (
    <LedgerTable
      rows={rows}
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      fetchNextPage={() => void fetchNextPage()}
    />
  );
}

function Applications({ userId, views: { ApplicationStatus } }: { userId: string; views: UserHistoryViews }) {
  const query = useAdminUserApplications(userId);
  const { data, isPending } = query;
  if (failedWithoutData(query)) return <LoadFailed what="Bilet başvuruları" query={query} />;
  if (isPending) return <Spinner />;
  if (!data?.length) return <Empty>Bilet başvurusu yok.</Empty>;
  return (
    <Rows<TicketApplication>
      items={data}
      render={(a) => [
        <>
          <p className="font-medium">{a.ticketCompany.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatCurrency(a.investmentAmount)} · {formatNumber(a.ticketCount)} bilet · {a.username}
          </p>
        </>,
        <ApplicationStatus status={a.status} />,
        formatDateTime(a.createdAt),
      ]}
    />
  );
}

function Purchases({ userId, views: { OrderStatus } }: { userId: string; views: UserHistoryViews }) {
  const query = useAdminUserPurchases(userId);
  const { data, isPending } = query;
  if (failedWithoutData(query)) return <LoadFailed what="Siparişler" query={query} />;
  if (isPending) return <Spinner />;
  if (!data?.length) return <Empty>Sipariş yok.</Empty>;
  return (
    <Rows<UserReward>
      items={data}
      render={(o) => [
        <>
          <p className="font-medium">{o.rewardTitle}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatNumber(o.pointsSpent)} puan</p>
        </>,
        <OrderStatus status={o.status} />,
        formatDateTime(o.purchasedAt),
      ]}
    />
  );
}

/** The drawer's history: points ledger, ticket applications and purchases, one tab each. */
export function UserHistory({ userId, views }: { userId: string; views: UserHistoryViews }) {
  return (
    <TabGroup>
      <TabList className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900" aria-label="Üye geçmişi">
        <Tab className={tabClass}>Puan Geçmişi</Tab>
        <Tab className={tabClass}>Bilet Başvuruları</Tab>
        <Tab className={tabClass}>Siparişler</Tab>
      </TabList>
      <TabPanels className="mt-4">
        <TabPanel>
          <Ledger userId={userId} views={views} />
        </TabPanel>
        <TabPanel>
          <Applications userId={userId} views={views} />
        </TabPanel>
        <TabPanel>
          <Purchases userId={userId} views={views} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
