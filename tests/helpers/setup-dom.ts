import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Server actions run on the server, against the database. In a component test they are only
// references the browser would call; a test that needs one mocks it with its own answers.
vi.mock('@/components/payment/actions', () => ({
  startPayment: vi.fn(async () => ({ ok: false, reason: 'not_found' })),
  currentPaymentView: vi.fn(async () => null),
}));
// The booking form's actions answer 'failed' unless a test gives them its answers
// (tests/component/booking-fixtures.tsx: fakeBookingServer).
vi.mock('@/components/booking/actions', () => {
  const failed = async () => ({ ok: false, error: 'failed', message: 'not mocked', fields: [] });
  return {
    getTripServices: vi.fn(failed),
    getBoardingPoints: vi.fn(failed),
    listPaymentTypes: vi.fn(failed),
    getSeatPlans: vi.fn(failed),
    checkBooking: vi.fn(failed),
    saveBooking: vi.fn(failed),
    importProcesses: vi.fn(async () => ({ ok: true })),
  };
});

// Component tests render outside Next's app router: a stand-in router records where a component
// navigates to (a test file may mock next/navigation itself).
vi.mock('next/navigation', async (importOriginal) => {
  const router = {
    push: vi.fn(),
    replace: vi.fn(),
    refresh: vi.fn(),
    prefetch: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
  };
  return { ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router };
});

// The integration suite runs beside these files (two workers on two cores): a screen that appears
// after a few renders may take longer than Testing Library's default second to show under that load.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Each test starts in a fresh tab: the booking pages write `?seite=…` into the address and keep
  // the form in sessionStorage (issue 11).
  if (typeof window !== 'undefined') {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  }
});

// The booking flow preloads page 3 (`import('./Confirmation')`) when page 2 opens. Wait for that
// import here, so it never finishes after the test environment has been torn down.
afterAll(async () => {
  await import('@/components/booking/Confirmation');
});
