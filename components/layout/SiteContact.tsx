'use client';
/**
 * The operator's contact (OPERATOR_EMAIL / OPERATOR_PHONE) for client components that cannot read
 * the server configuration, e.g. the error boundary. Provided once in the root layout.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface SiteContact {
  email: string;
  phone: string;
}

const Context = createContext<SiteContact>({ email: '', phone: '' });

export function SiteContactProvider({ value, children }: { value: SiteContact; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSiteContact(): SiteContact {
  return useContext(Context);
}
