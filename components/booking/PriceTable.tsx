/**
 * Price overview (spec §2, §5): description, unit price and total per line, lines with total 0
 * hidden, then the total price and the payment terms (deposit and balance with due dates).
 */
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentTerms, PriceLine } from '@/lib/api/model';
import { visiblePriceLines } from '@/lib/booking/rules';
import { formatDate, formatPrice } from '@/lib/format';
import styles from './Summary.module.css';

export function PriceTable({
  lines,
  totalCents,
  terms,
}: {
  lines: readonly PriceLine[];
  totalCents: number;
  terms: PaymentTerms | null;
}) {
  const t = useTranslations('booking.prices');
  const locale = useLocale();
  const money = (cents: number) => formatPrice(cents, locale);
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
              <tr key={i} data-kind={line.kind}>
                <td>
                  {line.quantity > 1 ? `${line.quantity} × ` : ''}
                  {line.label}
                </td>
                <td className={styles.num}>{money(line.unitCents)}</td>
                <td className={styles.num}>{money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('total')}
              </th>
              <td className={`${styles.num} ${styles.total}`} data-testid="total-price">
                {money(totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {terms && (
        <div className={styles.terms}>
          <h3 className={styles.subTitle}>{t('termsTitle')}</h3>
          {terms.restCents > 0 ? (
            <p>
              {t('deposit', { amount: money(terms.depositCents), date: formatDate(terms.depositDue) })}{' '}
              {t('balance', { amount: money(terms.restCents), date: terms.restDue ? formatDate(terms.restDue) : '' })}
            </p>
          ) : (
            <p>{t('fullPayment', { amount: money(terms.depositCents), date: formatDate(terms.depositDue) })}</p>
          )}
        </div>
      )}
    </>
  );
}
