import { createFileRoute } from '@tanstack/react-router';
import { StreamingRulesPage } from '@/features/points/components/admin/streaming-rules-page';

export const Route = createFileRoute('/admin/streaming-verification')({
  component: StreamingRulesPage,
});
