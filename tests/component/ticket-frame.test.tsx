import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { TicketStage } from '@/components/layout/TicketStage';

describe('ticket layout (spec §2: full image with a side drawer)', () => {
  it('opens and closes the drawer; the stage marks the open state that shifts the image', async () => {
    const { container } = render(
      <NextIntlClientProvider locale="de" messages={de}>
        <TicketStage
          image="/images/hero.svg"
          imageAlt=""
          title="Fußball-Tickets"
          drawerTitle="Ticket oder Fahrt"
          defaultOpen={false}
        >
          <p>Spieltermine</p>
        </TicketStage>
      </NextIntlClientProvider>,
    );
    const stage = container.firstElementChild as HTMLElement;
    expect(stage).toHaveAttribute('data-open', 'false');
    expect(screen.queryByText('Spieltermine')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ticket oder Fahrt' }));
    expect(stage).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('complementary', { name: 'Ticket oder Fahrt' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(stage).toHaveAttribute('data-open', 'false');
  });
});
