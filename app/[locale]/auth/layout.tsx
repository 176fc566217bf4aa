import { ClientMessages } from '@/components/i18n/ClientMessages';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['backoffice']}>{children}</ClientMessages>;
}
