/**
 * The ticket layout (spec §2): a full-image page under the site header with a side drawer for
 * booking. Drawer widths xl 446, lg/md 450, sm 418, xs 360 px (spec §9); while it is open the
 * background image shifts 300 px to the right.
 *
 *   <TicketFrame image="/images/…" imageAlt="…" title="Fußball-Tickets" intro={<p>…</p>}
 *                drawerTitle="Ticket oder Fahrt">{drawer content}</TicketFrame>
 */
import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getFrameData } from '@/lib/site/catalogue';
import { SiteHeader } from './SiteHeader';
import { TicketStage } from './TicketStage';

export interface TicketFrameProps {
  image: string;
  imageAlt?: string;
  title: ReactNode;
  intro?: ReactNode;
  drawerTitle: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

export async function TicketFrame({
  image,
  imageAlt = '',
  title,
  intro,
  drawerTitle,
  defaultOpen = true,
  children,
}: TicketFrameProps) {
  const locale = (await getLocale()) as Locale;
  const data = await getFrameData(locale).catch(() => ({ mainMenu: [], footerMenus: [], bookNowHref: undefined }));
  return (
    <>
      <SiteHeader data={data} />
      <TicketStage
        image={image}
        imageAlt={imageAlt}
        title={title}
        intro={intro}
        drawerTitle={drawerTitle}
        defaultOpen={defaultOpen}
      >
        {children}
      </TicketStage>
    </>
  );
}
