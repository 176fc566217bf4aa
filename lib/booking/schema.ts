/**
 * The booking form: one zod schema for the browser form (react-hook-form + zodResolver) and the
 * engine's server-side validation. Messages are translation keys (`notice.empty`, …) so each side
 * shows them in the visitor's language.
 */
// zod/mini: classic zod's method-chaining classes cannot be tree-shaken (bundled with esbuild:
// ~28 KB gzip classic, ~10 KB mini). Turbopack (Next.js 16.4) keeps all of zod core either way
// (~20 KB gzip: zod imports its own modules as namespaces), so the booking page loads this module
// lazily (components/booking/lazy-checks) and takes its constants and plain rules from the zod-free
// ./form-rules (re-exported here). Mini schemas are zod schemas all the same: the engine and the
// contract schemas (classic zod) embed and parse them alike.
import * as z from 'zod/mini';
import { SALUTATIONS, TITLES, MAX_TRAVELLERS, MSG, isValidBirthday, isValidPhone } from './form-rules';
import { PAYMENT_TYPES } from './payment-types';
import { MAX_ID } from '../http/input';

// The pages run under a CSP without 'unsafe-eval' (lib/http/security-headers). Zod compiles object
// parsers with `new Function` when it may, and its probe for that is reported as a CSP violation even
// though it is caught: parse without it, here and in the engine alike.
z.config({ jitless: true });

// The form's payment field takes the types of ./payment-types.
export type { PaymentType } from './payment-types';

// The server's imports of the form's constants and plain rules (they live in ./form-rules).
export { MAX_TRAVELLERS, MSG, normaliseForm } from './form-rules';

const required = z.string({ message: MSG.empty }).check(z.trim(), z.minLength(1, MSG.empty), z.maxLength(200));
const optionalText = z._default(z.string().check(z.trim(), z.maxLength(200)), '');
const birthday = z.string({ message: MSG.empty }).check(
  z.trim(),
  z.minLength(1, MSG.empty),
  z.refine((v) => isValidBirthday(v), MSG.birthday),
);

const salutation = z.enum(SALUTATIONS, { message: MSG.empty });
/** An id of the booking system (service, boarding point, insurance, match date): fits its integer column. */
const id = () => z.number().check(z.int(), z.positive(), z.maximum(MAX_ID));
const title = z._default(z.enum(TITLES), '');

export const addressSchema = z.object({
  street: required,
  street_nr: required.check(z.maxLength(20)),
  zip: required.check(z.regex(/^[0-9A-Za-z -]{4,10}$/, MSG.zip)),
  city: required,
});

/** The booker (`main`). */
export const registrantSchema = z.object({
  salutation,
  title,
  firstname: required,
  lastname: required,
  ...addressSchema.shape,
  phone: required.check(z.maxLength(30), z.refine(isValidPhone, MSG.phone)),
  email: z.pipe(z.string({ message: MSG.empty }).check(z.trim(), z.minLength(1, MSG.empty)), z.email(MSG.email)),
  birthday,
});

/** A traveller (`teilnehmer[]`). With `address` true the booker's address is used. */
export const travellerSchema = z
  .object({
    salutation,
    title,
    firstname: required,
    lastname: required,
    birthday,
    /** IDZustieg of the boarding point. */
    zustieg: z.number({ message: MSG.empty }).check(z.int(), z.positive(MSG.empty), z.maximum(MAX_ID, MSG.empty)),
    /** idbuspro of the chosen insurance, or null. */
    insurance: z._default(z.nullable(id()), null),
    /** Ids of chosen extras (SON services). */
    leistungen: z._default(z.array(id()).check(z.maxLength(30)), []),
    /** Use the booker's address. */
    address: z._default(z.boolean(), true),
    /** This traveller is the booker (traveller 1 may be the registrant). */
    booking_person: z._default(z.boolean(), false),
    street: optionalText,
    street_nr: optionalText,
    zip: optionalText,
    city: optionalText,
  })
  .check(
    z.superRefine((t, ctx) => {
      if (t.address) return;
      for (const field of ['street', 'street_nr', 'zip', 'city'] as const) {
        if (!t[field]) ctx.addIssue({ code: 'custom', path: [field], message: MSG.empty });
      }
    }),
  );

/** `teilnehmer_rooms[]`: travellers (0-based indices) placed in a room of a UNT service. */
export const roomAssignmentSchema = z.object({
  room: id(),
  teilnehmer: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_TRAVELLERS - 1))).check(z.minLength(1)),
  /** spec §3: 0 'nicht zugewiesen', 1 assigned. */
  status: z._default(z.union([z.literal(0), z.literal(1)]), 1),
});
export type RoomAssignment = z.infer<typeof roomAssignmentSchema>;

export const seatWishSchema = z.object({
  wunsch_vornemittehinten: z._default(z.enum(['V', 'M', 'H']), 'V'),
  wunsch_linksrechts: z._default(z.enum(['L', 'R']), 'L'),
  wunsch_fenstergang: z._default(z.enum(['F', 'G']), 'F'),
});
export type SeatWish = z.infer<typeof seatWishSchema>;

const busSeatsSchema = z.object({
  idleistung: id(),
  /** Seat numbers, one per traveller in traveller order. */
  sitze: z.array(id()).check(z.maxLength(MAX_TRAVELLERS)),
});

const travellerCount = z
  .number({ message: MSG.empty })
  .check(z.int(), z.minimum(1, MSG.travellerCount), z.maximum(MAX_TRAVELLERS, MSG.travellerCount));
const comment = z._default(z.string().check(z.trim(), z.maxLength(2000)), '');

export const consentsSchema = z.object({
  agb: z.literal(true, { message: MSG.notChecked }),
  datenschutz: z.literal(true, { message: MSG.notChecked }),
  /** Annexes A and B: required only when the trip type is not 'T'. */
  anhang: z._default(z.boolean(), false),
  /** Product information with insurance terms: required only when the trip type is not 'T'. */
  produktinfo: z._default(z.boolean(), false),
});
export type Consents = z.infer<typeof consentsSchema>;

export const tripFormSchema = z
  .object({
    variant: z.literal('trip'),
    teilnehmer_count: travellerCount,
    main: registrantSchema,
    comment,
    teilnehmer: z.array(travellerSchema).check(z.minLength(1), z.maxLength(MAX_TRAVELLERS, MSG.travellerCount)),
    teilnehmer_rooms: z._default(z.array(roomAssignmentSchema), []),
    bus: z._default(seatWishSchema, { wunsch_vornemittehinten: 'V', wunsch_linksrechts: 'L', wunsch_fenstergang: 'F' }),
    busses: z._default(z.object({ hin: z.optional(busSeatsSchema), rueck: z.optional(busSeatsSchema) }), {}),
    insurance: z._default(z.nullable(id()), null),
    insurance_all: z._default(z.boolean(), false),
    payment: z.enum(PAYMENT_TYPES, { message: MSG.empty }),
    /** spec §5: confirmation that the names match the passport. */
    names_confirmed: z.literal(true, { message: MSG.notChecked }),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.teilnehmer.length !== form.teilnehmer_count) {
        ctx.addIssue({ code: 'custom', path: ['teilnehmer'], message: MSG.travellerCount });
      }
      form.teilnehmer.forEach((t, i) => {
        if (!isValidBirthday(t.birthday)) {
          ctx.addIssue({ code: 'custom', path: ['teilnehmer', i, 'birthday'], message: MSG.birthday });
        }
      });
    }),
  );
export type TripForm = z.infer<typeof tripFormSchema>;
export type TripFormInput = z.input<typeof tripFormSchema>;

export const ticketFormSchema = z.object({
  variant: z.literal('ticket'),
  /** id_pln_dates of the match date. */
  termin: z.number({ message: MSG.empty }).check(z.int(), z.positive(MSG.empty), z.maximum(MAX_ID, MSG.empty)),
  teilnehmer_count: travellerCount,
  main: z.extend(registrantSchema, { birthday: z._default(z.string().check(z.trim()), '') }),
  comment,
  insurance: z._default(z.nullable(id()), null),
  payment: z.enum(PAYMENT_TYPES, { message: MSG.empty }),
});
export type TicketForm = z.infer<typeof ticketFormSchema>;
export type TicketFormInput = z.input<typeof ticketFormSchema>;

export const bookingFormSchema = z.discriminatedUnion('variant', [tripFormSchema, ticketFormSchema]);
export type BookingForm = z.infer<typeof bookingFormSchema>;
export type BookingFormInput = z.input<typeof bookingFormSchema>;
