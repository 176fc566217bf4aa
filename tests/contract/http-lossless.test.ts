/**
 * The `http` BookingApi derives what a remote booking system leaves out (README: "Remote booking
 * system: assumptions"), but never overrides what a server sends: against this app's own contract
 * server, which answers with every field, each read gives the site exactly what the engine gives it
 * in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenu } from '@/lib/api/reshape';
import { coaches } from '@/lib/booking/rules';
import { reshapeTripServices } from '@/lib/api/reshape';
import { openContractEnv, type ContractEnv } from './harness';
import { findBookableDayTrip } from './forms';

describe('http against the built-in engine’s contract server', () => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number };
  beforeAll(async () => {
    ctx = await openContractEnv('pglite');
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const both = async <T>(read: (api: ContractEnv['api']['local']) => Promise<T>) => ({
    local: await read(ctx.api.local),
    http: await read(ctx.api.http),
  });

  it('reads the catalogue exactly as the engine answers it', async () => {
    for (const category of [3, 11]) {
      const lists = await both((api) => api.listJourneys({ category, page_size: 50, showEinleitung: true }));
      expect(lists.http).toEqual(lists.local);
    }
    const ticket = (await ctx.api.local.listJourneys({ category: 11 })).data[0];
    for (const id of [trip.id, ticket.id_jrn_journey]) {
      const journeys = await both((api) => api.getJourney(id));
      expect(journeys.http).toEqual(journeys.local);
    }
    const blogs = await both((api) => api.listBlogs({ id_web_blog_type: 4 }));
    expect(blogs.http).toEqual(blogs.local);
    const categories = await both((api) => api.listCategories({ journeyCount: true }));
    expect(categories.http).toEqual(categories.local);
    const countries = await both((api) => api.listCountries({ journeyCount: true }));
    expect(countries.http).toEqual(countries.local);
    const points = await both((api) => api.listBoardingPoints({ id_acc_account: 1000, page_size: 999 }));
    expect(points.http).toEqual(points.local);
    const menus = await both((api) => api.listMenus({ translation: 'de' }));
    expect(menus.http.data.map((m) => buildMenu(m.menu_items))).toEqual(
      menus.local.data.map((m) => buildMenu(m.menu_items)),
    );
  });

  it('reads the booking system exactly as the engine answers it', async () => {
    const services = await both((api) => api.getTripServices(trip.idreise));
    expect(services.http).toEqual(services.local);
    const boarding = await both((api) => api.getBoardingPoints({ idreise: trip.idreise }));
    expect(boarding.http).toEqual(boarding.local);
    const { hin, rueck } = coaches(reshapeTripServices(services.local));
    const plans = await both((api) =>
      api.getSeatPlans({
        idreise: trip.idreise,
        idleistung_hin: hin!.id,
        idleistung_rueck: rueck?.id,
        anzahl_personen: 2,
      }),
    );
    expect(plans.http).toEqual(plans.local);
    const types = await both((api) => api.listPaymentTypes());
    expect(types.http).toEqual(types.local);
  });
});
