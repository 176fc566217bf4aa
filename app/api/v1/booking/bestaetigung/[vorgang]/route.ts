import { localApi } from '@/lib/api/local';
import { getLocale } from 'next-intl/server';
import { documentRoute } from '@/lib/api/route-helpers';
import { confirmationFileName } from '@/lib/pdf/confirmation';
import { EXPIRED } from '@/lib/api/types';

/** The booking confirmation PDF (`bestaetigungpdf`), only with the booking's token; 404 otherwise, 410 once the token expired. */
export const GET = documentRoute(async (key) => {
  const pdf = await localApi.documents.confirmationPdf(key);
  return pdf === null || pdf === EXPIRED
    ? pdf
    : {
        body: Buffer.from(pdf),
        type: 'application/pdf',
        disposition: `inline; filename="${confirmationFileName(await getLocale(), key.processNumber)}"`,
      };
});
