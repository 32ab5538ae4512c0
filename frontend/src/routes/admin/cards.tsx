import { createFileRoute } from '@tanstack/react-router';
import { AdminCards } from '@/features/cards/components/admin-cards';

export const Route = createFileRoute('/admin/cards')({
  component: AdminCards,
});
