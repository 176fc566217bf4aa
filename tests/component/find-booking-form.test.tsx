/**
 * Find my booking (issue 12, point 6): when the server refuses the lookup for too many misses, the
 * form says how long to wait, in the visitor's language, and keeps what was typed; a plain miss
 * keeps its neutral message.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDe } from './booking-fixtures';

vi.mock('@/components/payment/find-booking/actions', () => ({ findBookingAction: vi.fn() }));

import { findBookingAction } from '@/components/payment/find-booking/actions';
import { FindBookingForm } from '@/components/payment/find-booking/FindBookingForm';

async function submit(processNumber: string, email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Vorgangsnummer'), processNumber);
  await user.type(screen.getByLabelText('E-Mail-Adresse'), email);
  await user.click(screen.getByRole('button', { name: 'Buchung anzeigen' }));
}

describe('FindBookingForm', () => {
  it('says how many minutes to wait when the lookup is rate-limited, and keeps the input', async () => {
    vi.mocked(findBookingAction).mockResolvedValue({
      status: 'rate_limited',
      processNumber: 'AX-2026-000107',
      email: 'anna@example.com',
      retryAfterSeconds: 840,
    });
    renderDe(<FindBookingForm />);
    await submit('AX-2026-000107', 'anna@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele erfolglose Versuche. Bitte versuchen Sie es in 14 Minuten erneut.',
    );
    expect(screen.getByLabelText('Vorgangsnummer')).toHaveValue('AX-2026-000107');
  });

  it('says so for a wrong booking link past the limit, too', () => {
    renderDe(<FindBookingForm initialError retryAfterSeconds={30} />);
    expect(screen.getByRole('alert')).toHaveTextContent('in einer Minute erneut');
  });

  it('keeps the neutral message for a miss', async () => {
    vi.mocked(findBookingAction).mockResolvedValue({
      status: 'not_found',
      processNumber: 'AX-2026-000108',
      email: 'anna@example.com',
    });
    renderDe(<FindBookingForm />);
    await submit('AX-2026-000108', 'anna@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keine Buchung zu diesen Angaben finden.');
  });
});
