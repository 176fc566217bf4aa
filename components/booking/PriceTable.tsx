/**
 * Price overview (spec §2, §5): description, unit price and total per line, lines with total '0,00'
 * hidden, then the total price and the payment terms (deposit and balance with due dates).
 */
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentTerms, PriceLine } from '@/lib/api/contract/schemas';
import { deToCents } from '@/lib/api/contract/encoding';
import { visiblePriceLines } from '@/lib/booking/rules';
import { formatPrice } from '@/lib/format';
import styles from './Summary.module.css';

export function PriceTable({
  lines,
  total,
  terms,
}: {
  lines: readonly PriceLine[];
  total: string;
  terms: PaymentTerms | null;
}) {
  const t = useTranslations('booking.prices');
  const locale = useLocale();
  const money = (value: string) => formatPrice(deToCents(value), locale);
  const balance = terms ? deToCents(terms.restzahlung.betrag) : 0;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.prices}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('description')}</th>
              <th scope="col" className={styles.num}>
                {t('unitPrice')}
              </th>
              <th scope="col" className={styles.num}>
                {t('totalPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visiblePriceLines(lines).map((line, i) => (
              <tr key={i} data-art={line.art}>
                <td>
                  {line.anzahl > 1 ? `${line.anzahl} × ` : ''}
                  {line.bezeichnung}
                </td>
                <td className={styles.num}>{money(line.preis)}</td>
                <td className={styles.num}>{money(line.gesamtpreis)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('total')}
              </th>
              <td className={`${styles.num} ${styles.total}`} data-testid="total-price">
                {money(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {terms && (
        <div className={styles.terms}>
          <h3 className={styles.subTitle}>{t('termsTitle')}</h3>
          {balance > 0 ? (
            <p>
              {t('deposit', { amount: money(terms.anzahlung.betrag), date: terms.anzahlung.termin })}{' '}
              {t('balance', { amount: money(terms.restzahlung.betrag), date: terms.restzahlung.termin ?? '' })}
            </p>
          ) : (
            <p>{t('fullPayment', { amount: money(terms.anzahlung.betrag), date: terms.anzahlung.termin })}</p>
          )}
        </div>
      )}
    </>
  );
}
