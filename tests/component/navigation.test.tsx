import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import de from '@/messages/de.json';
import type { ResolvedMenuNode } from '@/lib/api/model';

const refresh = vi.fn();
let pathname = '/';
const setLocale = vi.fn<(locale: string) => Promise<void>>(async () => {});
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ refresh, prefetch: vi.fn(), push: vi.fn(), replace: vi.fn(), back: vi.fn() }),
}));
vi.mock('@/lib/i18n/actions', () => ({ setLocale: (locale: string) => setLocale(locale) }));

const { MobileMenu } = await import('@/components/layout/MobileMenu');
const { LanguageSwitcher } = await import('@/components/layout/LanguageSwitcher');
const { LogoLink } = await import('@/components/layout/LogoLink');

const intl = (ui: ReactNode) => (
  <NextIntlClientProvider locale="de" messages={de}>
    {ui}
  </NextIntlClientProvider>
);
const wrap = (ui: ReactNode) => render(intl(ui));

const MENU: ResolvedMenuNode[] = [
  { id: 1, name: 'Skitagesfahrten', href: null, children: [] },
  {
    id: 2,
    name: 'Mehrtagesreisen',
    href: '/reiseuebersicht/5-mehrtagesreisen',
    children: [{ id: 21, name: 'Skiwochenenden', href: '/reiseuebersicht/7-skiwochenenden', children: [] }],
  },
  { id: 3, name: 'Service', href: '#', children: [{ id: 31, name: 'FAQ', href: '/faq', children: [] }] },
];

describe('hamburger drawer (spec §2: xs/sm)', () => {
  beforeEach(() => {
    refresh.mockReset();
    pathname = '/';
  });

  it('opens a drawer with the nested menu and the book-now button', async () => {
    wrap(<MobileMenu items={MENU} bookNowHref="/reiseuebersicht/3-skitagesfahrten" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    // the drawer's code loads on the first tap
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Skiwochenenden' })).toHaveAttribute(
      'href',
      '/reiseuebersicht/7-skiwochenenden',
    );
    expect(within(drawer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(drawer).getByRole('link', { name: 'Jetzt buchen' })).toHaveAttribute(
      'href',
      '/reiseuebersicht/3-skitagesfahrten',
    );
  });

  it('shows the offline placeholder entry as text, not as a link', async () => {
    wrap(<MobileMenu items={MENU} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('link', { name: /Skitagesfahrten/ })).toBeNull();
    expect(within(drawer).getByText('Skitagesfahrten')).toHaveAttribute('aria-disabled', 'true');
    expect(within(drawer).queryByRole('link', { name: 'Jetzt buchen' })).toBeNull();
  });

  it('closes with Escape and gives the focus back to the hamburger', async () => {
    wrap(<MobileMenu items={MENU} />);
    const hamburger = screen.getByRole('button', { name: 'Menü öffnen' });
    await userEvent.click(hamburger);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hamburger).toHaveFocus();
  });

  it('closes when another page is shown, e.g. after the browser back button', async () => {
    const { rerender } = wrap(<MobileMenu items={MENU} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    rerender(intl(<MobileMenu items={MENU} />));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    pathname = '/faq';
    rerender(intl(<MobileMenu items={MENU} />));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('language switcher (spec §2)', () => {
  beforeEach(() => {
    refresh.mockReset();
    setLocale.mockClear();
  });

  it('shows the current language and lists only the other languages', async () => {
    wrap(<LanguageSwitcher locale="de" />);
    const trigger = screen.getByRole('button', { name: 'Sprache: Deutsch' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hrvatski' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deutsch' })).toBeNull();
  });

  it('stores the chosen language and refreshes the page so the menus reload in it', async () => {
    wrap(<LanguageSwitcher locale="de" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(setLocale).toHaveBeenCalledWith('en');
    expect(setLocale.mock.invocationCallOrder[0]).toBeLessThan(refresh.mock.invocationCallOrder[0]);
  });

  it('closes the list with Escape', async () => {
    wrap(<LanguageSwitcher locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: English' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Hrvatski' })).toBeNull();
  });
});

describe('logo (spec §2: clicking it resets stored session data)', () => {
  it('removes the booking session entries and keeps unrelated ones', async () => {
    sessionStorage.setItem('booking:radio', '2');
    sessionStorage.setItem('booking:form:1012', '{"teilnehmer_count":2}');
    sessionStorage.setItem('site:other', 'keep');
    const reset = vi.fn();
    window.addEventListener('booking:reset', reset);
    wrap(<LogoLink label="Alpen-Express Reisen – zur Startseite" />);
    const link = screen.getByRole('link', { name: 'Alpen-Express Reisen – zur Startseite' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(sessionStorage.getItem('booking:radio')).toBeNull();
    expect(sessionStorage.getItem('booking:form:1012')).toBeNull();
    expect(sessionStorage.getItem('site:other')).toBe('keep');
    expect(reset).toHaveBeenCalledTimes(1);
    window.removeEventListener('booking:reset', reset);
  });
});
