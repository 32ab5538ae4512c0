import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/** What a list shows when it has nothing yet: an icon and a sentence (the admin lists' one look). */
export function EmptyState({ icon: Icon, children, testId }: { icon: LucideIcon; children: ReactNode; testId?: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <Icon className="size-8 text-accent-500" aria-hidden="true" />
      <p className="text-slate-600 dark:text-slate-400" data-testid={testId}>
        {children}
      </p>
    </Card>
  );
}
