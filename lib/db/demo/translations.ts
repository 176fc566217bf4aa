/**
 * English and Croatian names of the demo catalogue's services (coaches, rooms, extras), insurances and
 * ticket prices, by their German name. The trip texts are translated next to their German copy
 * (resorts.ts, multiday.ts). Croatian covers the names; the long trip texts fall back to German.
 */
import type { Translations } from '../schema';

type Name = { en: string; hr?: string };

const SERVICE_NAMES: Record<string, Name> = {
  // day trips
  'Skipass Tageskarte Erwachsene': { en: 'Ski pass, day ticket, adult', hr: 'Skipass, dnevna karta, odrasli' },
  'Skipass Jugend (15–18 Jahre)': { en: 'Ski pass, youth (15–18 years)', hr: 'Skipass, mladi (15–18 godina)' },
  'Skiverleih Ski + Schuhe': { en: 'Ski hire, skis + boots', hr: 'Najam skija, skije + pancerice' },
  'Snowboardverleih Board + Boots': { en: 'Snowboard hire, board + boots', hr: 'Najam snowboarda, daska + čizme' },
  'Keycard-Pfand': { en: 'Keycard deposit', hr: 'Polog za keycard' },
  'Frühstückspaket im Bus (Brezn, Kaffee, Saft)': {
    en: 'Breakfast pack on the coach (pretzel, coffee, juice)',
    hr: 'Paket doručka u autobusu (perec, kava, sok)',
  },
  'Ski-Schnupperkurs (2 Std.)': { en: 'Taster ski lesson (2 hrs)', hr: 'Probni tečaj skijanja (2 sata)' },
  // rooms
  Doppelzimmer: { en: 'Double room', hr: 'Dvokrevetna soba' },
  Einzelzimmer: { en: 'Single room', hr: 'Jednokrevetna soba' },
  Dreibettzimmer: { en: 'Triple room', hr: 'Trokrevetna soba' },
  'Aufpreis Einzelzimmer': { en: 'Single room supplement', hr: 'Doplata za jednokrevetnu sobu' },
  // multi-day trips
  'Schifffahrt auf dem Wolfgangsee': { en: 'Boat trip on the Wolfgangsee', hr: 'Vožnja brodom po jezeru Wolfgangsee' },
  'Adventssingen im Großen Festspielhaus (Kat. 3)': {
    en: 'Advent concert in the Großes Festspielhaus (cat. 3)',
    hr: 'Adventski koncert u Velikoj festivalskoj dvorani (kat. 3)',
  },
  'Rodelabend am Ahorn mit Hüttenjause': {
    en: 'Tobogganing evening on the Ahorn with a hut snack',
    hr: 'Večer sanjkanja na Ahornu s užinom u kolibi',
  },
  'Reiserücktritts-Service „Schneegarantie“': {
    en: 'Cancellation service "snow guarantee"',
    hr: 'Usluga otkaza „jamstvo snijega”',
  },
  'Nachtskifahren am Corvatsch (Freitag)': {
    en: 'Night skiing on the Corvatsch (Friday)',
    hr: 'Noćno skijanje na Corvatschu (petak)',
  },
  'Bootsausflug zum Limski-Kanal mit Fischpicknick': {
    en: 'Boat trip to the Lim Fjord with a fish picnic',
    hr: 'Izlet brodom u Limski kanal s ribljim piknikom',
  },
  'Trüffelsuche mit Mittagessen in Motovun': {
    en: 'Truffle hunt with lunch in Motovun',
    hr: 'Potraga za tartufima s ručkom u Motovunu',
  },
  'Eintritt Amphitheater Pula': { en: 'Admission to the Pula amphitheatre', hr: 'Ulaznica za pulsku Arenu' },
  'Weinprobe im Weingut Kozlović': {
    en: 'Wine tasting at the Kozlović winery',
    hr: 'Degustacija vina u vinariji Kozlović',
  },
};

/** Names made of parts: coaches ('Hinfahrt München – Kaprun'), multi-day ski passes and ski hire. */
const PATTERNS: { match: RegExp; name: (...parts: string[]) => Name }[] = [
  {
    match: /^Hinfahrt (.+) – (.+)$/,
    name: (from, to) => ({ en: `Outbound ${munich(from)} – ${munich(to)}`, hr: `Polazak ${from} – ${to}` }),
  },
  {
    match: /^Rückfahrt (.+) – (.+)$/,
    name: (from, to) => ({ en: `Return ${munich(from)} – ${munich(to)}`, hr: `Povratak ${from} – ${to}` }),
  },
  {
    match: /^Skipass (.+) (\d+) Tage (Erwachsene|Jugend)$/,
    name: (area, days, who) => ({
      en: `${area} ski pass, ${days} days, ${who === 'Jugend' ? 'youth' : 'adult'}`,
      hr: `Skipass ${area}, ${days} dana, ${who === 'Jugend' ? 'mladi' : 'odrasli'}`,
    }),
  },
  {
    match: /^Skiverleih Ski \+ Schuhe \((\d+) Tage\)$/,
    name: (days) => ({
      en: `Ski hire, skis + boots (${days} days)`,
      hr: `Najam skija, skije + pancerice (${days} dana)`,
    }),
  },
];

const munich = (place: string) => (place === 'München' ? 'Munich' : place);

function nameOf(german: string): Name | undefined {
  if (SERVICE_NAMES[german]) return SERVICE_NAMES[german];
  for (const pattern of PATTERNS) {
    const parts = pattern.match.exec(german);
    if (parts) return pattern.name(...parts.slice(1));
  }
  return undefined;
}

/** The translations of a service's name (empty when the demo has none). */
export function serviceNameTranslations(german: string): Translations<{ name: string }> {
  const name = nameOf(german);
  if (!name) return {};
  return { en: { name: name.en }, ...(name.hr && { hr: { name: name.hr } }) };
}

const INSURANCE_NAMES: Record<string, Name> = {
  Reiserücktrittsversicherung: { en: 'Travel cancellation insurance', hr: 'Osiguranje od otkaza putovanja' },
  'Rundum-Sorglos-Paket (Reiserücktritt, Reiseabbruch, Reisekranken)': {
    en: 'Carefree package (cancellation, curtailment, travel health)',
    hr: 'Paket bez brige (otkaz putovanja, prekid putovanja, zdravstveno osiguranje na putovanju)',
  },
  'Frühbucher-Reiserücktrittsversicherung': {
    en: 'Early-booking travel cancellation insurance',
    hr: 'Osiguranje od otkaza putovanja za ranu rezervaciju',
  },
  'Sommer-Reiseschutz': { en: 'Summer travel protection', hr: 'Ljetna zaštita putovanja' },
};

export function insuranceNameTranslations(german: string): Translations<{ name: string }> {
  const name = INSURANCE_NAMES[german];
  return name ? { en: { name: name.en }, ...(name.hr && { hr: { name: name.hr } }) } : {};
}

/** A match ticket's price names ('… inkl. …': the site shows the 'incl.' part apart). */
export function ticketPriceTranslations(category: number): { en: string; hr: string } {
  return {
    en: `Seat category ${category} incl. coach and drink`,
    hr: `Sjedalo kategorije ${category} uklj. autobus i piće`,
  };
}
