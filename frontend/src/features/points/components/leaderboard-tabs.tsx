import type { LeaderboardPeriod } from '@app/contracts';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { LeaderboardList } from './leaderboard';

/** The boards of /lider-tablosu: all time (the spec's page, the default), this month, this week. */
export const BOARDS = [
  { id: 'all', label: 'Tüm Zamanlar', hint: 'Toplam puana göre sıralama' },
  { id: 'month', label: 'Bu Ay', hint: 'Bu ay kazanılan puanlara göre sıralama' },
  { id: 'week', label: 'Bu Hafta', hint: "Bu hafta (Pazartesi 00:00'dan beri) kazanılan puanlara göre sıralama" },
] as const;
export type Board = (typeof BOARDS)[number]['id'];

const periodOf = (board: Board): LeaderboardPeriod | undefined => (board === 'all' ? undefined : board);

const tabClass =
  'rounded-lg px-2 py-2 text-[13px] font-semibold whitespace-nowrap text-slate-600 transition hover:text-slate-900 focus:outline-none sm:px-3 sm:text-sm ' +
  'data-focus:ring-2 data-focus:ring-brand-500 dark:text-slate-400 dark:hover:text-white ' +
  'data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm dark:data-selected:bg-slate-800 dark:data-selected:text-brand-400';

/** Only the open tab's board is mounted, so only its query follows the notices. */
export function LeaderboardTabs({ board, onBoardChange }: { board: Board; onBoardChange: (board: Board) => void }) {
  const selectedIndex = Math.max(
    0,
    BOARDS.findIndex((b) => b.id === board),
  );
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={(i) => onBoardChange(BOARDS[i]!.id)}>
      <TabList
        aria-label="Sıralama dönemi"
        className="mx-auto mb-6 grid max-w-md grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
      >
        {BOARDS.map((b) => (
          <Tab key={b.id} className={tabClass}>
            {b.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {BOARDS.map((b) => (
          <TabPanel key={b.id} className="focus:outline-none">
            <p className="mb-4 text-center text-sm text-slate-500 dark:text-slate-400">{b.hint}</p>
            <LeaderboardList period={periodOf(b.id)} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
