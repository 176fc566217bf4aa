import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { NewsletterDialog } from '@/components/ui/NewsletterDialog';
import { NewsletterTeaser } from '@/components/home/NewsletterTeaser';

const URL = 'https://newsletter.example/anmeldung';
const EMAIL = 'service@alpenexpress.example';

/** The dialog's words as the home page translates them on the server. */
const TEXTS = {
  ...de.newsletter,
  unavailable: de.newsletter.unavailable.replace('{email}', EMAIL),
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Renders the open dialog: its code (components/ui/DialogPanel) loads when it first opens. */
const show = async (url?: string) => {
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <NewsletterDialog open url={url} texts={TEXTS} onClose={() => {}} />
    </NextIntlClientProvider>,
  );
  await screen.findByRole('dialog');
};

describe('newsletter dialog (spec §2: frame only with the mail cookie consent)', () => {
  afterEach(clearCookies);

  it("asks 'Wir brauchen ihre Einwilligung' and loads no frame without consent", async () => {
    await show(URL);
    expect(screen.getByText('Wir brauchen ihre Einwilligung')).toBeInTheDocument();
    expect(screen.queryByTitle('Anmeldeformular für den Newsletter')).toBeNull();
  });

  it('loads the 565 px sign-up frame once the visitor gives consent, and remembers it in the cookie', async () => {
    await show(URL);
    await userEvent.click(screen.getByRole('button', { name: 'Einwilligung geben und Formular laden' }));
    const frame = screen.getByTitle('Anmeldeformular für den Newsletter');
    expect(frame).toHaveAttribute('src', URL);
    expect(frame).toHaveStyle({ height: '565px' });
    expect(document.cookie).toContain('consent_mail=1');
    expect(screen.getByText(/Double-Opt-in/)).toBeInTheDocument();
  });

  it('shows the frame straight away when the mail cookie was accepted before', async () => {
    document.cookie = 'consent_mail=1; path=/';
    await show(URL);
    expect(screen.getByTitle('Anmeldeformular für den Newsletter')).toBeInTheDocument();
    expect(screen.queryByText('Wir brauchen ihre Einwilligung')).toBeNull();
  });

  it('says the sign-up is unavailable when no newsletter service is configured', async () => {
    await show(undefined);
    expect(screen.getByText(/derzeit leider nicht verfügbar/)).toHaveTextContent(EMAIL);
  });

  it('opens from a click on the newsletter block of the home page', async () => {
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <NewsletterTeaser
          url={URL}
          texts={{
            eyebrow: de.home.newsletterEyebrow,
            title: de.home.newsletterTitle,
            text: de.home.newsletterText,
            button: de.home.newsletterButton,
            dialog: TEXTS,
          }}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Schnee-Alarm und Angebote per E-Mail/ }));
    // the dialog's code loads on the first click
    expect(await screen.findByRole('dialog', { name: 'Newsletter abonnieren' })).toBeInTheDocument();
  });
});
