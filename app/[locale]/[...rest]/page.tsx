import { notFound } from '@/lib/http/fault-status';

/**
 * Every address no page has (spec §2/§4/§8): the site's 404 page (../not-found.tsx), in the visitor's
 * language, inside the locale segment's layout.
 */
export default function UnknownPage(): never {
  notFound();
}
