'use client';
/**
 * Form fields of the booking form on react-hook-form: label, input, and the validation message at the
 * field. Messages are translation keys from the shared schema ('notice.empty', …).
 */
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState, get, type FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { TripFormValues } from '@/lib/booking/form';
import { maskDate } from '@/lib/booking/form-rules';
import styles from './fields.module.css';

type Name = FieldPath<TripFormValues>;

/** DOM id of a field, so a step can scroll to and focus its first invalid field. */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}

/** Translates a schema message key; anything unknown reads as the shared required-field message. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return (message) => {
    if (!message) return undefined;
    return message.startsWith('notice.') && t.has(message) ? t(message) : t('notice.empty');
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

function useFieldError(name: Name): string | undefined {
  const { control } = useFormContext<TripFormValues>();
  const { errors } = useFormState({ control, name });
  const text = useErrorText();
  return text((get(errors, name) as { message?: string } | undefined)?.message);
}

/** The state every registered field needs: its id, its message, and the matching aria attributes. */
function useField(name: Name, required: boolean) {
  const error = useFieldError(name);
  const id = fieldId(name);
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return { id, error, aria };
}

/** Label above, the control, the message below. */
function FieldFrame({
  id,
  label,
  required,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface TextFieldProps {
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  className?: string;
  disabled?: boolean;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  required = true,
  className,
  disabled,
}: TextFieldProps) {
  const { register } = useFormContext<TripFormValues>();
  const { id, error, aria } = useField(name, required);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <input
        id={id}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...aria}
        disabled={disabled}
        {...register(name)}
      />
    </FieldFrame>
  );
}

export function DateField({
  name,
  label,
  className,
  disabled,
}: {
  name: Name;
  label: string;
  className?: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext<TripFormValues>();
  const t = useTranslations('booking');
  const { id, error, aria } = useField(name, true);
  const registered = register(name);
  return (
    <FieldFrame id={id} label={label} required error={error} className={className}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('datePlaceholder')}
        maxLength={10}
        className={styles.input}
        {...aria}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        disabled={disabled}
        {...registered}
        onChange={(event) => {
          event.target.value = maskDate(event.target.value);
          return registered.onChange(event);
        }}
      />
      {!error && (
        <span id={`${id}-hint`} className="visually-hidden">
          {t('dateHint')}
        </span>
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: Name;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  className?: string;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required = true,
  className,
  disabled,
}: SelectFieldProps) {
  const { register } = useFormContext<TripFormValues>();
  const { id, error, aria } = useField(name, required);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <select id={id} className={styles.input} {...aria} disabled={disabled} {...register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  name,
  children,
  required = true,
}: {
  name: Name;
  children: ReactNode;
  required?: boolean;
}) {
  const { register } = useFormContext<TripFormValues>();
  const { id, error, aria } = useField(name, required);
  return (
    <div className={styles.checkField}>
      <label htmlFor={id} className={styles.check}>
        <input id={id} type="checkbox" {...aria} {...register(name)} />
        <span>{children}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A plain checkbox outside react-hook-form (consents, mirror switches). */
export function Checkbox({
  checked,
  onChange,
  children,
  error,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.checkField}>
      <label htmlFor={id} className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{children}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
