import { createFileRoute } from '@tanstack/react-router';
import { legalTextQueryOptions } from '@/features/legal/api/get-legal-text';
import { LegalPage } from '@/features/legal/components/legal-page';
import { PersonalDataTable } from '@/features/legal/components/personal-data-table';
import { DataControllerDetails } from '@/features/settings/components/data-controller';

export const Route = createFileRoute('/kvkk')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(legalTextQueryOptions('kvkk')),
  component: () => (
    <LegalPage
      doc="kvkk"
      after={
        <>
          <DataControllerDetails />
          <PersonalDataTable />
        </>
      }
    />
  ),
});
