import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '@/features/home/components/home-hero';

export const Route = createFileRoute('/')({
  component: HomeHero,
});
