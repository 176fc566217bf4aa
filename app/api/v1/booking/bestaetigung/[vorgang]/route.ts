import { localApi } from '@/lib/api/local';
import { documentRoute, fileNamePart } from '@/lib/api/route-helpers';

/** The booking confirmation PDF (`bestaetigungpdf`), only with the booking's token; 404 otherwise. */
export const GET = documentRoute(async (key) => {
  const pdf = await localApi.documents.confirmationPdf(key);
  return pdf === null
    ? null
    : {
        body: Buffer.from(pdf),
        type: 'application/pdf',
        disposition: `inline; filename="Buchungsbestaetigung-${fileNamePart(key.processNumber)}.pdf"`,
      };
});
