import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/current-user';
import { MyDataView } from '@/features/legal/components/my-data-view';
import { LoginRequired } from './-components/login-required';

export const Route = createFileRoute('/profil/verilerim')({ component: MyDataPage });

function MyDataPage() {
  const { data: user } = useCurrentUser();
  return user ? <MyDataView /> : <LoginRequired />;
}
