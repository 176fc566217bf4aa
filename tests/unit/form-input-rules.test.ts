/**
 * Issue 27, point 6: a birthday in 2030 and the phone "089 1" passed the form and the server, and
 * "1.3.1985" typed into the birthday mask became "13.19.85". The rules live in lib/booking/form-rules
 * and the schema both the browser form and the engine parse with (lib/booking/schema).
 */
import { describe, expect, it } from 'vitest';
import { isValidBirthday, isValidPhone, maskDate } from '@/lib/booking/form-rules';
import { registrantSchema } from '@/lib/booking/schema';

const today = '2026-11-27';

describe('birthday', () => {
  it('accepts a real date in the past, today, and up to 120 years back', () => {
    expect(isValidBirthday('14.03.1985', today)).toBe(true);
    expect(isValidBirthday('27.11.2026', today)).toBe(true);
    expect(isValidBirthday('27.11.1906', today)).toBe(true);
  });

  it('refuses a date in the future, an implausible age and a date that does not exist', () => {
    expect(isValidBirthday('01.01.2030', today)).toBe(false);
    expect(isValidBirthday('28.11.2026', today)).toBe(false);
    expect(isValidBirthday('26.11.1906', today)).toBe(false);
    expect(isValidBirthday('31.02.1990', today)).toBe(false);
    expect(isValidBirthday('13.19.85', today)).toBe(false);
  });

  it('is what the server checks too: the booker with a birthday in 2030 is refused', () => {
    const booker = {
      salutation: 'Frau',
      firstname: 'Erika',
      lastname: 'Mustermann',
      street: 'Hauptstraße',
      street_nr: '12',
      zip: '80331',
      city: 'München',
      phone: '089 123456',
      email: 'erika@example.org',
      birthday: '01.01.2030',
    };
    const refused = registrantSchema.safeParse(booker);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['birthday', 'notice.birthday']]);
    expect(registrantSchema.safeParse({ ...booker, birthday: '01.01.1985' }).success).toBe(true);
  });
});

describe('phone', () => {
  it.each(['089 123456', '+49 89 1234567', '0171/1234567', '(089) 12 34 56', '+385 1 4567 890', '0043-512-123456'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );

  it.each(['089 1', '12345', 'call me', '+49 89 1234567 ext. 5', '1234567890123456', '+', ''])('refuses %j', (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );

  it('is what the server checks too', () => {
    const result = registrantSchema.safeParse({ phone: '089 1' });
    expect(result.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe('notice.phone');
  });
});

describe('birthday mask ##.##.####', () => {
  it('pads a day and a month typed with one digit: "1.3.1985" is the 1st of March', () => {
    expect(maskDate('1.3.1985')).toBe('01.03.1985');
    expect(maskDate('1.12.1985')).toBe('01.12.1985');
    expect(maskDate('24.3.1985')).toBe('24.03.1985');
  });

  it('inserts the dots while digits are typed', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('140')).toBe('14.0');
    expect(maskDate('14031985')).toBe('14.03.1985');
    expect(maskDate('14.03.19851')).toBe('14.03.1985');
  });

  it('gives the same result typed key by key', () => {
    let value = '';
    for (const key of '1.3.1985') value = maskDate(value + key);
    expect(value).toBe('01.03.1985');
    value = '';
    for (const key of '14031985') value = maskDate(value + key);
    expect(value).toBe('14.03.1985');
  });
});
