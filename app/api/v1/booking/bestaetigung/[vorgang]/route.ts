import { documentRoute, fileNamePart } from '@/lib/pdf/access';
import { renderConfirmationPdf } from '@/lib/pdf/confirmation';

export const dynamic = 'force-dynamic';

/** The booking confirmation PDF (`bestaetigungpdf`), only with the booking's token; 404 otherwise. */
export const GET = documentRoute(async (doc) => ({
  body: Buffer.from(await renderConfirmationPdf(doc)),
  type: 'application/pdf',
  disposition: `inline; filename="Buchungsbestaetigung-${fileNamePart(doc.processNumber)}.pdf"`,
}));
