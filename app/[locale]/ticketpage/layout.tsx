import { ClientMessages } from '@/components/i18n/ClientMessages';

/** The texts the ticket drawer's client components need: the ticket form's three pages and the Fahrt tab. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['booking', 'notice', 'hints', 'payment', 'paymentReturn', 'ticket']}>
      {children}
    </ClientMessages>
  );
}
