import { getDb } from '@/lib/db/client';
import { documentForToken, fileNamePart } from '@/lib/pdf/access';
import { renderConfirmationPdf } from '@/lib/pdf/confirmation';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/** The booking confirmation PDF (`bestaetigungpdf`), only with the booking's token; 404 otherwise. */
export async function GET(request: Request, { params }: { params: Promise<{ vorgang: string }> }) {
  const { vorgang } = await params;
  const token = new URL(request.url).searchParams.get('token');
  const doc = await documentForToken(await getDb(), vorgang, token);
  if (!doc) return Response.json({ error: 'not_found', message: 'No booking with this process number and token.' }, { status: 404, headers: PRIVATE });
  const pdf = await renderConfirmationPdf(doc);
  return new Response(Buffer.from(pdf), {
    headers: {
      ...PRIVATE,
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Buchungsbestaetigung-${fileNamePart(doc.processNumber)}.pdf"`,
    },
  });
}
