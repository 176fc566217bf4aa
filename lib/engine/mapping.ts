/**
 * The one place where the engine's inside (English names, cents, ISO dates) meets the contract's
 * words and encodings (spec §7: leistung, zustieg, '0,00', 'DD.MM.YYYY').
 */
import type * as C from '../api/contract/schemas';
import { centsToDe, isoToDe } from '../api/contract/encoding';
import type { InsuranceOffer } from '../booking/insurance';
import { isAutomaticSurcharge } from '../booking/surcharges';
import type { PaymentTermsCents, PriceLineCents, PriceRef } from './pricing';
import type { BoardingPointRow, ServiceRow } from './trip';
import { surchargeService } from './trip';

export function toService(service: ServiceRow, free: number): C.Service {
  return {
    id: service.id,
    art: service.art as C.Service['art'],
    bezeichnung: service.name,
    preis: centsToDe(service.priceCents),
    frei: free,
    status: service.status,
    belegungmax: service.maxOccupancy,
    richtung:
      service.art === 'BEF' && (service.direction === 'H' || service.direction === 'R') ? service.direction : null,
    automatisch: isAutomaticSurcharge(surchargeService(service)),
    bezug: service.appliesToServiceId,
  };
}

export function toInsurance(offer: InsuranceOffer): C.Insurance {
  return {
    idbuspro: offer.id,
    bezeichnung: offer.name,
    preis: centsToDe(offer.priceCents),
    reisepreisvon: centsToDe(offer.tripPriceFromCents),
    reisepreisbis: centsToDe(offer.tripPriceToCents),
    buchungdatumvon: isoToDe(offer.bookingFrom),
    buchungdatumbis: isoToDe(offer.bookingTill),
    reisedatumvon: isoToDe(offer.travelFrom),
    reisedatumbis: isoToDe(offer.travelTill),
  };
}

export function toPriceLine(line: PriceLineCents): C.PriceLine {
  return {
    art: line.art,
    unterart: line.unterart,
    bezeichnung: line.bezeichnung,
    anzahl: line.anzahl,
    preis: centsToDe(line.preisCents),
    gesamtpreis: centsToDe(line.gesamtpreisCents),
    zuordnung: line.zuordnung,
  };
}

/**
 * A price line as stored on the booking: the contract's line (what documents print, named in German)
 * plus its cents, so nothing has to parse '1234,50' back, and what it is for, so documents can name
 * it in the booker's language (line-names.ts).
 */
export type StoredPriceLine = C.PriceLine & { preisCents: number; gesamtpreisCents: number; ref?: PriceRef };

export function toStoredPriceLine(line: PriceLineCents): StoredPriceLine {
  return {
    ...toPriceLine(line),
    preisCents: line.preisCents,
    gesamtpreisCents: line.gesamtpreisCents,
    ...(line.ref && { ref: line.ref }),
  };
}

export function fromStoredPriceLine(line: StoredPriceLine): PriceLineCents {
  return {
    art: line.art,
    unterart: line.unterart,
    bezeichnung: line.bezeichnung,
    anzahl: line.anzahl,
    preisCents: line.preisCents,
    gesamtpreisCents: line.gesamtpreisCents,
    zuordnung: line.zuordnung,
    ...(line.ref && { ref: line.ref }),
  };
}

export function toPaymentTerms(terms: PaymentTermsCents): C.PaymentTerms {
  return {
    anzahlung: { betrag: centsToDe(terms.depositCents), termin: isoToDe(terms.depositDue) },
    restzahlung: { betrag: centsToDe(terms.balanceCents), termin: terms.balanceDue ? isoToDe(terms.balanceDue) : null },
  };
}

export function toBoardingPoint(point: BoardingPointRow): C.BoardingPoint {
  return {
    IDZustieg: point.id,
    PLZ: point.zip,
    Ort: point.city,
    Stelle: point.place,
    preis: centsToDe(point.surchargeCents),
    zeit: point.time,
  };
}
