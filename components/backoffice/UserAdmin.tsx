'use client';
/** Staff accounts for admins: a new user with rights, rights changed, deactivated ('inactive') or restored. */
import { useActionState, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/Toast';
import { RIGHTS, type Rights } from '@/lib/backoffice/rights';
import type { StaffUserRow } from '@/lib/backoffice/types';
import { createUserAction, setUserPasswordAction, updateUserAction, type UserFormState } from './actions';
import { StaffDialog } from './StaffDialog';
import styles from './Backoffice.module.css';

export function NewUserForm() {
  const t = useTranslations('backoffice');
  const router = useRouter();
  const [state, action, pending] = useActionState<UserFormState, FormData>(
    async (previous, form) => {
      const next = await createUserAction(previous, form);
      if (next.status === 'created') {
        toast({ tone: 'success', message: t('users.created', { email: next.email }) });
        router.refresh();
      } else if (next.status === 'error') toast({ tone: 'error', message: next.message });
      return next;
    },
    { status: 'idle' },
  );
  return (
    <form action={action} key={state.status === 'created' ? state.email : 'form'} aria-labelledby="new-user">
      <h2 id="new-user">{t('users.new')}</h2>
      <div className={styles.formGrid}>
        <label className={styles.field}>
          {t('users.name')}
          <input name="name" required maxLength={120} autoComplete="off" />
        </label>
        <label className={styles.field}>
          {t('users.email')}
          <input name="email" type="email" required maxLength={200} autoComplete="off" />
        </label>
        <label className={styles.field}>
          {t('users.password')}
          <input name="password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" />
        </label>
      </div>
      <fieldset className={styles.checks} style={{ margin: '14px 0' }}>
        <legend>{t('users.rights')}</legend>
        {RIGHTS.map((right) => (
          <label key={right}>
            <input type="checkbox" name={right} /> {t(`rights.${right}`)}
          </label>
        ))}
      </fieldset>
      {state.status === 'error' ? (
        <p role="alert" className={styles.meta} style={{ color: 'var(--color-error)' }}>
          {state.message}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {t('users.create')}
      </Button>
    </form>
  );
}

export function UserRow({ user, self }: { user: StaffUserRow; self: boolean }) {
  const t = useTranslations('backoffice');
  const router = useRouter();
  const [rights, setRights] = useState<Rights>(user.rights);
  const [dialog, setDialog] = useState<'inactive' | 'restore' | null>(null);
  const [password, setPassword] = useState('');
  const [pending, start] = useTransition();
  const changed = RIGHTS.some((r) => rights[r] !== user.rights[r]);
  const run = (action: () => ReturnType<typeof updateUserAction>, success: string) =>
    start(async () => {
      const result = await action().catch(() => null);
      setDialog(null);
      if (result?.ok) {
        toast({ tone: 'success', message: success });
        router.refresh();
      } else toast({ tone: 'error', message: result?.message ?? t('errors.failed') });
    });
  return (
    <tr data-testid={`user-${user.email}`}>
      <td>
        <strong>{user.name}</strong>
        <div className={styles.meta}>{user.email}</div>
        {user.active ? null : (
          <span className={styles.badge} data-tone="error">
            {t('users.inactive')}
          </span>
        )}
      </td>
      <td>
        <div className={styles.checks}>
          {RIGHTS.map((right) => (
            <label key={right}>
              <input
                type="checkbox"
                checked={rights[right]}
                disabled={pending || (self && right === 'admin')}
                onChange={(e) => setRights({ ...rights, [right]: e.target.checked })}
              />{' '}
              {t(`rights.${right}`)}
            </label>
          ))}
        </div>
        {changed ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => run(() => updateUserAction(user.id, { rights }), t('users.saved', { name: user.name }))}
          >
            {t('users.saveRights')}
          </Button>
        ) : null}
      </td>
      <td>
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            run(() => setUserPasswordAction(user.id, password), t('users.passwordSet', { name: user.name }));
            setPassword('');
          }}
        >
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            minLength={12}
            maxLength={128}
            autoComplete="new-password"
            aria-label={t('users.newPasswordFor', { name: user.name })}
            placeholder={t('users.newPassword')}
            className={styles.field}
            style={{
              padding: '0.4rem 0.6rem',
              border: '1px solid var(--color-border)',
              borderRadius: 6,
              font: 'inherit',
            }}
          />
          <Button type="submit" size="sm" variant="ghost" disabled={pending || password.length < 10}>
            {t('users.setPassword')}
          </Button>
        </form>
      </td>
      <td>
        {self ? null : user.active ? (
          <Button size="sm" variant="outline" disabled={pending} onClick={() => setDialog('inactive')}>
            {t('users.deactivate')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => setDialog('restore')}>
            {t('users.restore')}
          </Button>
        )}
        <StaffDialog
          kind={dialog ?? 'inactive'}
          open={dialog !== null}
          busy={pending}
          values={{ name: user.name, to: user.email }}
          onConfirm={() =>
            run(
              () => updateUserAction(user.id, { active: dialog === 'restore' }),
              t(dialog === 'restore' ? 'users.restored' : 'users.deactivated', { name: user.name }),
            )
          }
          onCancel={() => setDialog(null)}
        />
      </td>
    </tr>
  );
}
