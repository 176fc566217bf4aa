import { ClientMessages } from '@/components/i18n/ClientMessages';

/** The texts this part's client components need, on top of the site's (see ClientMessages). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['booking', 'notice', 'hints', 'stepper', 'payment', 'paymentReturn', 'ticket']}>
      {children}
    </ClientMessages>
  );
}
