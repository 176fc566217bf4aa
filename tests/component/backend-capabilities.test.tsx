/**
 * The site offers a feature only when the configured backend has its capability (BookingApi's
 * optional members), so a site in front of an operator's system without them never pretends:
 * find my booking (/buchung), the link to a booking's own page, the payment window on page 3.
 * The pages are server components: each is called as Next would and its element tree inspected.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { BookingApi, PaymentReturn } from '@/lib/api/types';
import type { JourneyResponse } from '@/lib/api/contract/schemas';

const backend = vi.hoisted(() => ({ api: {} as Partial<BookingApi> }));
vi.mock('@/lib/api', () => ({ getApi: async () => backend.api, ApiError: class extends Error {} }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  // the booking page reads the visitor's cookies (lib/site/visitor): a new visitor has none
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  getLocale: async () => 'de',
}));

const { default: FindBookingPage } = await import('@/app/[locale]/buchung/page');
const { default: BookingOwnPage } = await import('@/app/[locale]/buchung/[vorgang]/page');
const { default: PaymentReturnPage } = await import('@/app/[locale]/payment/[data]/page');
const { default: TripBookingPage } = await import('@/app/[locale]/reise/[id]/buchung/page');
const { BookingApp } = await import('@/components/booking/BookingApp');
const { PaymentResult } = await import('@/components/payment/PaymentResult');
const { PayButton } = await import('@/components/payment/PayButton');

const NOT_FOUND = /;404$/;
const digestOf = (error: unknown) => (error as { digest?: string }).digest;

/** Every element in a server component's returned tree (without rendering the components in it). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...elements(node.props.children as ReactNode)];
}

const bookings: NonNullable<BookingApi['bookings']> = {
  find: vi.fn(async () => null),
  get: vi.fn(async () => null),
};
const returned: PaymentReturn = {
  kind: 'failed',
  paymentState: 'failed',
  processNumber: 'AX-2026-000123',
  token: 'tok',
  paymentType: 'creditcard',
};
const payments: NonNullable<BookingApi['payments']> = {
  prepare: vi.fn(async () => ({ ok: false as const, reason: 'not_found' as const })),
  state: vi.fn(async () => null),
  handleReturn: vi.fn(async () => returned),
  handlePush: vi.fn(async () => ({ status: 404, body: { ok: false } })),
};

beforeEach(() => {
  backend.api = {};
});

describe('find my booking', () => {
  it('answers 404 at /buchung when the backend cannot find bookings', async () => {
    backend.api = { payments };
    const error = await FindBookingPage().catch((e: unknown) => e);
    expect(digestOf(error)).toMatch(NOT_FOUND);
  });

  it('shows the search form at /buchung when the backend can find bookings', async () => {
    backend.api = { bookings };
    const page = await FindBookingPage();
    expect(isValidElement(page)).toBe(true);
  });

  it("answers 404 for a booking's own page when the backend cannot find bookings", async () => {
    backend.api = { payments };
    const error = await BookingOwnPage({
      params: Promise.resolve({ vorgang: 'AX-2026-000123' }),
      searchParams: Promise.resolve({ token: 'tok' }),
    }).catch((e: unknown) => e);
    expect(digestOf(error)).toMatch(NOT_FOUND);
  });

  it("links the payment return page to the booking's own page only when the backend can find bookings", async () => {
    const hrefs = async () =>
      elements(await PaymentReturnPage({ params: Promise.resolve({ data: 'failed-AX-2026-000123-tok-creditcard' }) }))
        .map((e) => e.props.href)
        .filter((href): href is string => typeof href === 'string');

    backend.api = { payments };
    expect(await hrefs()).not.toContainEqual(expect.stringMatching(/^\/buchung/));

    backend.api = { payments, bookings };
    expect(await hrefs()).toContain('/buchung/AX-2026-000123?token=tok');
  });
});

describe('payment return pages', () => {
  const returnPage = (data: string) => PaymentReturnPage({ params: Promise.resolve({ data }) });
  const shown = async (data: string) => {
    const tree = elements(await returnPage(data));
    const result = tree.find((e) => e.type === PaymentResult);
    return { view: result?.props.view, processNumber: result?.props.processNumber, tree };
  };

  it('show the neutral thank-you without the payments capability: no payment claimed, no booking named', async () => {
    backend.api = { bookings };
    vi.mocked(payments.handleReturn).mockClear();

    const success = await shown('success-OP-480001-4f9a-creditcard');
    expect(success.view).toBe('submitted');
    expect(success.processNumber).toBeUndefined();
    expect(success.tree.some((e) => e.type === PayButton)).toBe(false);
    expect((await shown('push-OP-480001-4f9a-creditcard')).view).toBe('submitted');
    expect((await shown('failed-OP-480001-4f9a-creditcard')).view).toBe('notCompleted');
    expect(payments.handleReturn).not.toHaveBeenCalled();
  });

  it('answer 404 without the payments capability for a path that is no payment return', async () => {
    backend.api = { bookings };
    const error = await returnPage('paid-OP-480001-4f9a-creditcard').catch((e: unknown) => e);
    expect(digestOf(error)).toMatch(NOT_FOUND);
  });

  it("show the backend's own state when it has the payments capability", async () => {
    backend.api = { payments };
    const failed = await shown('failed-AX-2026-000123-tok-creditcard');
    expect(failed.view).toBe('failed');
    expect(failed.processNumber).toBe('AX-2026-000123');
    expect(failed.tree.some((e) => e.type === PayButton)).toBe(true);
  });
});

describe('page 3: the payment window', () => {
  const journey = {
    id_jrn_journey: 7,
    title: 'Skitag Kitzbühel',
    date: { code: 'T-KITZ' },
    date_from: '2026-12-19 06:00:00',
    date_till: '2026-12-19 20:00:00',
    termin: { ReiseArt: 'T' },
    price: 59,
    number: 20,
    Buchung: true,
    zs: {},
  } as unknown as JourneyResponse['data'];
  const contract: Partial<BookingApi> = {
    getJourney: async () => ({ data: journey }) as JourneyResponse,
    getTripServices: () => Promise.reject(new Error('not needed')),
    getBoardingPoints: () => Promise.reject(new Error('not needed')),
    listPaymentTypes: () => Promise.reject(new Error('not needed')),
  };
  const windowHours = async () => {
    const page = await TripBookingPage({ params: Promise.resolve({ id: '7-skitag-kitzbuehel' }) });
    const app = elements(page).find((e) => e.type === BookingApp);
    expect(app).toBeDefined();
    return app!.props.paymentWindowHours;
  };

  it('is named only when the backend cancels unpaid bookings after a known time', async () => {
    backend.api = { ...contract };
    expect(await windowHours()).toBeUndefined();

    backend.api = { ...contract, paymentDeadline: { windowHours: async () => 24 } };
    expect(await windowHours()).toBe(24);
  });
});
