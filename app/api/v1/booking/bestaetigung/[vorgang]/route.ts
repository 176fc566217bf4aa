import { localApi } from '@/lib/api/local';
import { documentRoute } from '@/lib/api/route-helpers';
import { confirmationFileName } from '@/lib/pdf/confirmation';
import { LOCALE_HEADER } from '@/lib/i18n/locales';
import { EXPIRED } from '@/lib/api/types';

/** The booking confirmation PDF (`bestaetigungpdf`), only with the booking's token; 404 otherwise, 410 once the token expired. */
export const GET = documentRoute(async (key, request) => {
  const pdf = await localApi.documents.confirmationPdf(key);
  return pdf === null || pdf === EXPIRED
    ? pdf
    : {
        body: Buffer.from(pdf),
        type: 'application/pdf',
        disposition: `inline; filename="${confirmationFileName(request.headers.get(LOCALE_HEADER) ?? 'de', key.processNumber)}"`,
      };
});
