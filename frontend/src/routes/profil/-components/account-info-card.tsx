import type { CurrentUser } from '@app/contracts';
import { UserRound } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** Profile: e-mail always; first name, last name and phone only when the member gave them. */
export function AccountInfoCard({ user }: { user: CurrentUser }) {
  const rows: [string, string | null][] = [
    ['Kullanıcı Adı', user.username],
    ['E-posta', user.email],
    ['Ad', user.firstName],
    ['Soyad', user.lastName],
    ['Telefon', user.phone],
  ];
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <UserRound className="size-5 text-accent-500" aria-hidden="true" /> Hesap Bilgileri
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="account-info">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="mt-0.5 truncate font-medium">{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
