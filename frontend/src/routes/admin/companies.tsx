import { createFileRoute } from '@tanstack/react-router';
import { AdminCompanies } from '@/features/companies/components/admin-companies';

export const Route = createFileRoute('/admin/companies')({
  component: AdminCompanies,
});
