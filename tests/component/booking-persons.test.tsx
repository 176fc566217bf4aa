import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { RegistrantFields, TravellerFields } from '@/components/booking/PersonFields';
import { IdenticalTravellers } from '@/components/booking/IdenticalTravellers';
import { identicalTravellers, type TripFormValues } from '@/lib/booking/form';
import { completeValues, renderDe } from './booking-fixtures';

const base = completeValues();
const start: TripFormValues = {
  ...base,
  teilnehmer: base.teilnehmer.map((traveller, i) => ({
    ...traveller,
    booking_person: false,
    salutation: 'Herr',
    firstname: ['Lukas', 'Max'][i],
    lastname: 'Huber',
    birthday: '01.01.1990',
  })),
};

/** The traveller rows as the form holds them (the booking person's row has no fields to read). */
function Rows() {
  const rows = useWatch<TripFormValues, 'teilnehmer'>({ name: 'teilnehmer' });
  const main = useWatch<TripFormValues, 'main'>({ name: 'main' });
  return (
    <>
      <output data-testid="rows">{JSON.stringify(rows)}</output>
      <IdenticalTravellers pairs={identicalTravellers({ main, teilnehmer: rows })} live />
    </>
  );
}

/** The registrant step and two traveller rows on one form, as page 1 shows them. */
function Persons() {
  const methods = useForm<TripFormValues>({ defaultValues: start });
  return (
    <FormProvider {...methods}>
      <div data-testid="registrant">
        <RegistrantFields />
      </div>
      {[0, 1].map((i) => (
        <TravellerFields key={i} index={i} travellerName={(n) => `Reiseteilnehmer ${n + 1}`} />
      ))}
      <Rows />
    </FormProvider>
  );
}

function setup() {
  renderDe(<Persons />);
  const row = (i: number) => JSON.parse(screen.getByTestId('rows').textContent ?? '[]')[i];
  const traveller = (n: number) => within(screen.getByRole('group', { name: `Reiseteilnehmer ${n}` }));
  const registrant = within(screen.getByTestId('registrant'));
  return { user: userEvent.setup(), row, traveller, registrant };
}

describe("the booking person travels under the registrant's data (spec §4)", () => {
  it("copies the registrant's salutation, title, name and birthday into the marked traveller's row", async () => {
    const { user, row, traveller } = setup();
    await user.click(traveller(2).getByRole('checkbox', { name: 'Diese Person ist der Anmelder (Anna Berger)' }));
    expect(row(1)).toMatchObject({
      booking_person: true,
      salutation: 'Frau',
      title: '',
      firstname: 'Anna',
      lastname: 'Berger',
      birthday: '14.03.1985',
    });
    expect(
      traveller(2).getByText('Reist mit den Daten des Anmelders: Anna Berger, geboren am 14.03.1985.'),
    ).toBeVisible();
    expect(row(0)).toMatchObject({ booking_person: false, firstname: 'Lukas', lastname: 'Huber' });
  });

  it("keeps the row in step when the registrant's name and birthday are changed afterwards", async () => {
    const { user, row, traveller, registrant } = setup();
    await user.click(traveller(2).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    const firstname = registrant.getByRole('textbox', { name: /^Vorname/ });
    await user.clear(firstname);
    await user.type(firstname, 'Annika');
    const birthday = registrant.getByRole('textbox', { name: /^Geburtsdatum/ });
    await user.clear(birthday);
    await user.type(birthday, '02031986');
    expect(row(1)).toMatchObject({ firstname: 'Annika', lastname: 'Berger', birthday: '02.03.1986' });
    expect(
      traveller(2).getByText('Reist mit den Daten des Anmelders: Annika Berger, geboren am 02.03.1986.'),
    ).toBeVisible();
  });

  it('moves the copy with the flag: marking another traveller copies into that row', async () => {
    const { user, row, traveller } = setup();
    await user.click(traveller(2).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    await user.click(traveller(1).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    expect(row(0)).toMatchObject({ booking_person: true, firstname: 'Anna', lastname: 'Berger' });
    expect(row(1).booking_person).toBe(false);
    expect(traveller(2).getByRole('textbox', { name: /^Vorname/ })).toBeVisible();
  });
});

describe('the booking-person flag never destroys typed data (issue 11)', () => {
  it('gives a traveller their own typed name back when the flag is taken off again', async () => {
    const { user, row, traveller } = setup();
    const firstname = traveller(2).getByRole('textbox', { name: /^Vorname/ });
    await user.clear(firstname);
    await user.type(firstname, 'Maximilian');
    await user.click(traveller(2).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    expect(row(1)).toMatchObject({ booking_person: true, firstname: 'Anna', lastname: 'Berger' });

    await user.click(traveller(2).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    expect(row(1)).toMatchObject({
      booking_person: false,
      salutation: 'Herr',
      firstname: 'Maximilian',
      lastname: 'Huber',
      birthday: '01.01.1990',
    });
    expect(traveller(2).getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Maximilian');
  });

  it('keeps each traveller their own data when the flag moves from one to the other', async () => {
    const { user, row, traveller } = setup();
    await user.click(traveller(1).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    await user.click(traveller(2).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    expect(row(0)).toMatchObject({ booking_person: false, firstname: 'Lukas', lastname: 'Huber' });
    expect(row(1)).toMatchObject({ booking_person: true, firstname: 'Anna', lastname: 'Berger' });
    await user.click(traveller(1).getByRole('checkbox', { name: /Diese Person ist der Anmelder/ }));
    expect(row(0)).toMatchObject({ booking_person: true, firstname: 'Anna' });
    expect(row(1)).toMatchObject({ booking_person: false, firstname: 'Max', lastname: 'Huber' });
  });

  it("warns 'Achtung' when two travellers have the same name and birthday", async () => {
    const { user, traveller } = setup();
    expect(screen.queryByTestId('identical-travellers')).toBeNull();
    const firstname = traveller(2).getByRole('textbox', { name: /^Vorname/ });
    await user.clear(firstname);
    await user.type(firstname, 'lukas');
    expect(screen.getByTestId('identical-travellers')).toHaveTextContent(
      'Achtung: Person 1 und Person 2 haben denselben Namen und dasselbe Geburtsdatum.',
    );
    expect(screen.getByTestId('identical-travellers').closest('[role="status"]')).not.toBeNull();
  });
});
