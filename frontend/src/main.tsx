import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppToaster } from '@/components/ui/app-toaster';
import { queryClient } from '@/lib/query-client';
import { router } from './router';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* Outside the router so toasts raised by guards (before any route renders) still show. */}
        <AppToaster />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
