'use client';
/**
 * The sandbox provider's checkout page (what a real provider shows in the payment frame): card with
 * test numbers, SEPA direct debit with IBAN check and mandate, or instant transfer with a simulated
 * bank login and TAN. Fits the dialog's 500 px frame. On completion the provider's server has already
 * notified the site (push); the frame then goes to the site's success or failure URL.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/hydration';
import styles from './SandboxCheckout.module.css';

type Result =
  | { kind: 'redirect'; url: string }
  | { kind: 'confirm' }
  | { kind: 'invalid'; problems: string[] }
  | { kind: 'not_found' };

export interface SandboxCheckoutProps {
  id: string;
  paymentType: 'creditcard' | 'debit' | 'sofort';
  amount: string;
  merchant: string;
  purpose: string;
  /** The payment already waits for its second step (3-D Secure or bank TAN). */
  confirming: boolean;
}

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', key: 'succeeds' },
  { number: '4000 0000 0000 0002', key: 'declines' },
  { number: '4000 0027 6000 3184', key: 'confirms' },
] as const;

function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function SandboxCheckout({ id, paymentType, amount, merchant, purpose, confirming }: SandboxCheckoutProps) {
  const t = useTranslations('sandbox');
  const [step, setStep] = useState<'form' | 'confirm'>(confirming ? 'confirm' : 'form');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const [cardNumber, setCardNumber] = useState('');
  // Until hydrated a submit would be a native form submission; the buttons wait for the script.
  const ready = useHydrated();
  const blocked = busy || !ready;

  async function call(action: string, body: unknown) {
    setBusy(true);
    setProblems([]);
    try {
      const response = await fetch(`/sandbox/api/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const result = (await response.json()) as Result;
      if (result.kind === 'redirect') {
        // Top-level navigation of this frame, like a real provider's page; replacing its entry, so the
        // visitor's Back after paying leaves the page instead of stepping through the removed frame.
        window.location.replace(result.url);
        return;
      }
      if (result.kind === 'confirm') setStep('confirm');
      if (result.kind === 'invalid') setProblems(result.problems);
      if (result.kind === 'not_found') setGone(true);
      setBusy(false);
    } catch {
      setProblems(['network']);
      setBusy(false);
    }
  }

  const submit = (action: string, read: (form: FormData) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void call(action, read(new FormData(event.currentTarget)));
  };
  const text = (form: FormData, name: string) => String(form.get(name) ?? '');
  const invalid = (name: string) => problems.includes(name) || undefined;

  if (gone) {
    return (
      <Shell amount={amount} merchant={merchant} purpose={purpose}>
        <p className={styles.notice}>{t('notFound')}</p>
      </Shell>
    );
  }

  const problemList = problems.length ? (
    <ul className={styles.problems} role="alert">
      {problems.map((p) => (
        <li key={p}>{t.has(`problems.${p}`) ? t(`problems.${p}`) : t('problems.input')}</li>
      ))}
    </ul>
  ) : null;

  const cancel = (
    <button type="button" className={styles.cancel} disabled={blocked} onClick={() => void call('cancel', {})}>
      {t('cancel')}
    </button>
  );

  if (step === 'confirm') {
    const sofort = paymentType === 'sofort';
    return (
      <Shell amount={amount} merchant={merchant} purpose={purpose}>
        <form
          method="post"
          className={styles.form}
          onSubmit={submit('confirm', (f) => ({ approve: true, tan: sofort ? text(f, 'tan') : undefined }))}
        >
          <fieldset className={styles.fieldset} disabled={!ready}>
            <h2 className={styles.heading}>{sofort ? t('sofort.tanTitle') : t('secure.title')}</h2>
            {sofort ? null : <p className={styles.success}>{t('secure.cardAdded')}</p>}
            <p className={styles.hint}>
              {sofort ? t('sofort.tanText', { amount, merchant }) : t('secure.text', { amount, merchant })}
            </p>
            {sofort ? (
              <label className={styles.field}>
                <span>{t('sofort.tan')}</span>
                <input
                  name="tan"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  aria-invalid={invalid('tan')}
                />
              </label>
            ) : null}
            {problemList}
            <div className={styles.buttons}>
              <button type="submit" className={styles.pay} disabled={blocked}>
                {busy ? t('processing') : sofort ? t('sofort.confirm') : t('secure.approve')}
              </button>
              <button
                type="button"
                className={styles.secondary}
                disabled={blocked}
                onClick={() => void call('confirm', { approve: false })}
              >
                {t('secure.decline')}
              </button>
            </div>
          </fieldset>
        </form>
      </Shell>
    );
  }

  return (
    <Shell amount={amount} merchant={merchant} purpose={purpose}>
      {paymentType === 'creditcard' ? (
        <form
          method="post"
          className={styles.form}
          onSubmit={submit('card', (f) => ({
            number: text(f, 'number'),
            expiry: text(f, 'expiry'),
            cvc: text(f, 'cvc'),
            holder: text(f, 'holder'),
          }))}
        >
          <fieldset className={styles.fieldset} disabled={!ready}>
            <h2 className={styles.heading}>{t('card.title')}</h2>
            <label className={styles.field}>
              <span>{t('card.number')}</span>
              <input
                name="number"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                value={cardNumber}
                onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
                required
                aria-invalid={invalid('number') ?? invalid('not_test_card')}
              />
            </label>
            <div className={styles.row}>
              <label className={styles.field}>
                <span>{t('card.expiry')}</span>
                <input
                  name="expiry"
                  autoComplete="cc-exp"
                  placeholder={t('card.expiryPlaceholder')}
                  maxLength={5}
                  required
                  aria-invalid={invalid('expiry')}
                />
              </label>
              <label className={styles.field}>
                <span>{t('card.cvc')}</span>
                <input
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  required
                  aria-invalid={invalid('cvc')}
                />
              </label>
            </div>
            <label className={styles.field}>
              <span>{t('card.holder')}</span>
              <input name="holder" autoComplete="cc-name" required aria-invalid={invalid('holder')} />
            </label>
            {problemList}
            <button type="submit" className={styles.pay} disabled={blocked}>
              {busy ? t('processing') : t('pay', { amount })}
            </button>
            <details className={styles.testData}>
              <summary>{t('card.testCards')}</summary>
              <ul>
                {TEST_CARDS.map((c) => (
                  <li key={c.key}>
                    <button type="button" className={styles.linkButton} onClick={() => setCardNumber(c.number)}>
                      {c.number}
                    </button>{' '}
                    {t(`card.${c.key}`)}
                  </li>
                ))}
              </ul>
            </details>
          </fieldset>
        </form>
      ) : null}

      {paymentType === 'debit' ? (
        <form
          method="post"
          className={styles.form}
          onSubmit={submit('sepa', (f) => ({
            holder: text(f, 'holder'),
            iban: text(f, 'iban'),
            mandate: f.get('mandate') === 'on',
          }))}
        >
          <fieldset className={styles.fieldset} disabled={!ready}>
            <h2 className={styles.heading}>{t('sepa.title')}</h2>
            <label className={styles.field}>
              <span>{t('sepa.holder')}</span>
              <input name="holder" autoComplete="name" required aria-invalid={invalid('holder')} />
            </label>
            <label className={styles.field}>
              <span>{t('sepa.iban')}</span>
              <input
                name="iban"
                autoComplete="off"
                placeholder="DE00 0000 0000 0000 0000 00"
                required
                aria-invalid={invalid('iban') ?? invalid('iban_not_sepa')}
              />
            </label>
            <label className={styles.check}>
              <input type="checkbox" name="mandate" aria-invalid={invalid('mandate')} />
              <span>{t('sepa.mandate', { merchant })}</span>
            </label>
            {problemList}
            <button type="submit" className={styles.pay} disabled={blocked}>
              {busy ? t('processing') : t('sepa.pay', { amount })}
            </button>
            <p className={styles.testHint}>{t('sepa.testIban')}</p>
          </fieldset>
        </form>
      ) : null}

      {paymentType === 'sofort' ? (
        <form
          method="post"
          className={styles.form}
          onSubmit={submit('sofort-login', (f) => ({
            bank: text(f, 'bank'),
            user: text(f, 'user'),
            pin: text(f, 'pin'),
          }))}
        >
          <fieldset className={styles.fieldset} disabled={!ready}>
            <h2 className={styles.heading}>{t('sofort.title')}</h2>
            <label className={styles.field}>
              <span>{t('sofort.bank')}</span>
              <select name="bank" defaultValue="Sandbox Sparkasse">
                <option>Sandbox Sparkasse</option>
                <option>Sandbox Volksbank</option>
                <option>Sandbox Direktbank</option>
              </select>
            </label>
            <div className={styles.row}>
              <label className={styles.field}>
                <span>{t('sofort.user')}</span>
                <input name="user" autoComplete="username" required aria-invalid={invalid('user')} />
              </label>
              <label className={styles.field}>
                <span>{t('sofort.pin')}</span>
                <input
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="current-password"
                  maxLength={6}
                  required
                  aria-invalid={invalid('pin')}
                />
              </label>
            </div>
            {problemList}
            <button type="submit" className={styles.pay} disabled={blocked}>
              {busy ? t('processing') : t('sofort.login')}
            </button>
            <p className={styles.testHint}>{t('sofort.hint')}</p>
          </fieldset>
        </form>
      ) : null}
      {cancel}
    </Shell>
  );
}

function Shell({
  amount,
  merchant,
  purpose,
  children,
}: {
  amount: string;
  merchant: string;
  purpose: string;
  children: ReactNode;
}) {
  const t = useTranslations('sandbox');
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div>
          <strong className={styles.brand}>{t('brand')}</strong>
          <span className={styles.badge}>{t('testMode')}</span>
        </div>
        <div className={styles.amount}>
          <strong>{amount}</strong>
          <span>
            {merchant} · {t('purpose', { purpose })}
          </span>
        </div>
      </header>
      <main className={styles.body}>{children}</main>
    </div>
  );
}
