import { createFileRoute } from '@tanstack/react-router';
import { legalTextQueryOptions } from '@/features/legal/api/get-legal-text';
import { LegalPage } from '@/features/legal/components/legal-page';

export const Route = createFileRoute('/cerez-politikasi')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(legalTextQueryOptions('cookies')),
  component: () => <LegalPage doc="cookies" />,
});
