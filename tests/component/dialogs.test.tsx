import { describe, expect, it, vi } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import de from '@/messages/de.json';
import { NoticeDialog } from '@/components/ui/NoticeDialog';
import { SuccessDialog } from '@/components/ui/SuccessDialog';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { Overlay } from '@/components/ui/Overlay';
import { Toaster, toast } from '@/components/ui/Toast';

const wrap = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      {ui}
    </NextIntlClientProvider>,
  );
/** Renders an open dialog: its code (components/ui/DialogPanel) loads when it first opens. */
const open = async (ui: ReactNode) => {
  wrap(ui);
  await screen.findByRole('dialog');
};

describe('notice dialog (spec §4/§8: HINWEIS → dialog "Achtung")', () => {
  it("shows the server text under the title 'Achtung' and closes with OK", async () => {
    const onClose = vi.fn();
    await open(<NoticeDialog open message="Leider sind im Bus keine Plätze mehr frei." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Achtung' });
    expect(dialog).toHaveTextContent('Leider sind im Bus keine Plätze mehr frei.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    await open(<NoticeDialog open message="Text" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    wrap(<NoticeDialog open={false} message="Text" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('success dialog', () => {
  it("says 'Buchung abgeschlossen' and thanks for the booking by default (spec §8)", async () => {
    await open(<SuccessDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Buchung abgeschlossen' })).toHaveTextContent(
      'Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.',
    );
  });
});

describe('red error dialog (spec §8: testimonials fail to load)', () => {
  it("is titled 'Fehler' (forms.fehler) with the database connection text", async () => {
    await open(<ErrorDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Fehler' });
    expect(dialog).toHaveTextContent('Es ist eine Fehler in der Verbindung zur Datenbank aufgettreten.');
    expect(dialog).toHaveAttribute('data-tone', 'error');
  });
});

describe('busy overlay', () => {
  it('blocks the page with the waiting message while open', () => {
    const { rerender } = wrap(<Overlay open message={de.dialogs.checking} />);
    expect(
      screen.getByRole('alertdialog', { name: 'Bitte haben Sie einen Moment Geduld, Ihre Daten werden geprüft.' }),
    ).toHaveAttribute('aria-busy', 'true');
    rerender(
      <NextIntlClientProvider locale="de" messages={de}>
        <Overlay open={false} message={de.dialogs.checking} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('toasts (spec §9: bottom-right, 5000 ms)', () => {
  it("shows an error toast titled 'Fehler' and removes it after 5000 ms", () => {
    vi.useFakeTimers();
    try {
      wrap(<Toaster />);
      act(() => {
        toast({ tone: 'error', message: 'Die Zahlung konnte nicht abgeschlossen werden.' });
      });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Fehler');
      expect(alert).toHaveTextContent('Die Zahlung konnte nicht abgeschlossen werden.');
      act(() => {
        vi.advanceTimersByTime(4900);
      });
      expect(screen.queryByRole('alert')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
