import { notFound } from 'next/navigation';

/** spec §2/§4: '/404' is the page for unknown routes; it answers with status 404 as well. */
export default function NotFoundRoute(): never {
  notFound();
}
