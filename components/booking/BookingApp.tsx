'use client';
/** The booking page's client root: TanStack Query lives here only, not on the whole site. */
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BookingFlow, type BookingFlowProps } from './BookingFlow';

export function BookingApp(props: BookingFlowProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <BookingFlow {...props} />
    </QueryClientProvider>
  );
}
