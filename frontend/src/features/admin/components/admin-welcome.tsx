import type { Role } from '@app/contracts';
import { LayoutDashboard } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { roleLabels } from '@/lib/roles';

/** The dashboard's greeting until the counters and lists arrive. */
export function AdminWelcome({ username, role }: { username: string; role: Role }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Kontrol Paneli</h1>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Sitenin yönetimine genel bakış</p>
      </div>
      <Card className="relative overflow-hidden p-6 sm:p-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-gradient-to-br from-brand-500/25 to-accent-500/25 blur-3xl"
        />
        <div className="flex items-center gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25">
            <LayoutDashboard className="size-6" aria-hidden="true" />
          </span>
          <p className="text-lg" data-testid="admin-welcome">
            Hoş geldiniz, <strong className="font-semibold">{username}</strong>
            <span className="ml-2 inline-flex items-center rounded-full bg-accent-500/15 px-2.5 py-0.5 align-middle text-xs font-semibold text-accent-600 dark:text-accent-400">
              {roleLabels[role]}
            </span>
          </p>
        </div>
      </Card>
    </div>
  );
}
