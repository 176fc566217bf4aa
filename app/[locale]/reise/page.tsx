import { redirect } from 'next/navigation';

/** /reise without a trip: the trip overview. */
export default function TripIndexPage() {
  redirect('/reiseuebersicht');
}
