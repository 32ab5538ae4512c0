import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions, useCurrentUser } from '@/lib/current-user';
import { MyDrawWins } from '@/features/draws/components/my-draw-wins';
import { MyDataCard } from '@/features/legal/components/my-data-card';
import { DeleteAccountCard } from '@/features/legal/components/delete-account-card';
import { PointsCard } from '@/features/points/components/points-card';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { StreamVerificationForm } from '@/features/points/components/stream-verification-form';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { MyTicketApplications } from '@/features/tickets/components/my-ticket-applications';
import { MyTicketNumbers } from '@/features/tickets/components/my-ticket-numbers';
import { myVerificationsQueryOptions } from '@/features/verification/api/get-my-verifications';
import { VerificationCards } from '@/features/verification/components/verification-cards';
import { KickLinkCard } from '@/features/kick/components/kick-link-card';
import { ChangePasswordCard } from '@/features/accounts/components/profile/change-password-card';
import { SessionsCard } from '@/features/accounts/components/profile/sessions-card';
import { AccountInfoCard } from './-components/account-info-card';
import { LoginRequired } from './-components/login-required';

export const Route = createFileRoute('/profil/')({
  // ?kick= after the Kick OAuth callback: the account is another member's, or the link failed.
  validateSearch: (search: Record<string, unknown>): { kick?: 'kullaniliyor' | 'hata' } =>
    search.kick === 'kullaniliyor' || search.kick === 'hata' ? { kick: search.kick } : {},
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    // Awaited, but a prefetch: each section says itself when its list failed, the rest of the profile still shows.
    if (user) await queryClient.prefetchQuery(myVerificationsQueryOptions());
  },
  component: ProfilePage,
});

const pointsOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

function ProfilePage() {
  const { data: user } = useCurrentUser();
  const { data: settings } = useSiteSettings();
  const { kick } = Route.useSearch();
  if (!user) return <LoginRequired />;
  return (
    <section className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Profilim</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <PointsCard points={user.points} />
        <AccountInfoCard user={user} />
      </div>
      <VerificationCards
        points={{
          telegram: pointsOf(settings?.telegram_points),
          youtube: pointsOf(settings?.youtube_points),
          instagram: pointsOf(settings?.instagram_points),
        }}
        extra={<KickLinkCard outcome={kick} />}
      />
      <MyTicketApplications />
      <MyTicketNumbers />
      <MyDrawWins userId={user.id} />
      <StreamVerificationForm streamUrl={user.streamUrl} />
      <PointsLedger userId={user.id} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordCard />
        <SessionsCard />
      </div>
      <MyDataCard />
      <DeleteAccountCard />
    </section>
  );
}
