/**
 * The operator's details printed on documents (letterhead, invoice transfer details). Contact data
 * follows the configuration (OPERATOR_EMAIL / OPERATOR_PHONE); the bank account is the operator's.
 */
import { env, fallbackSiteUrl } from '../config/env';

export interface OperatorDetails {
  name: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  web: string;
  bank: { holder: string; iban: string; bic: string; name: string };
}

/** `siteUrl`: the public origin the documents name as the operator's website. */
export function operatorDetails(siteUrl: string = fallbackSiteUrl()): OperatorDetails {
  const config = env();
  return {
    name: 'Alpen-Express Reisen GmbH',
    street: 'Arnulfstraße 12',
    city: '80335 München',
    email: config.OPERATOR_EMAIL,
    phone: config.OPERATOR_PHONE,
    web: siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
    bank: {
      holder: 'Alpen-Express Reisen GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      name: 'Commerzbank München',
    },
  };
}
