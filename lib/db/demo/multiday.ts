/**
 * Multi-day trips of the demo catalogue (categories 5 and 7) and the match-ticket journey
 * (category 11). Dates are placed by the seed relative to the season start.
 */

export interface RoomType {
  kind: 'DZ' | 'EZ' | 'DBZ';
  capacity: number;
  taken: number;
}

export interface MultiDayTrip {
  id: number;
  code: string;
  categoryId: 5 | 7;
  country: string;
  title: string;
  resort: string;
  label: string;
  image: string;
  /** Days of the trip, counting first and last. */
  days: number;
  /** Weekday of departure (0 = Sunday … 6 = Saturday) and weeks after the season start. */
  weekday: number;
  weeksAfterStart: number;
  priceCents: number;
  depositPercent: number;
  singleSurchargeCents: number;
  rooms: RoomType[];
  schedule: { departure: string; returnDeparture: string; arrival: string };
  accommodation: string[];
  services: string[];
  extras: { name: string; cents: number; capacity: number; taken: number; status?: string }[];
  intro: string;
  description: string;
  viaInntal: boolean;
  /** English trip texts (the extras are named in ./translations). */
  en: { title: string; label: string; intro: string; description: string; accommodation: string[]; services: string[] };
  /** Croatian names only: the trip texts fall back to German. */
  hr: { title: string; label: string };
}

const bus = 'Fahrt im modernen Reisebus (Klimaanlage, WC, Bordküche)';
const guide = 'Reiseleitung von Alpen-Express Reisen während der ganzen Reise';
const busEn = 'Travel in a modern coach (air conditioning, toilet, on-board kitchen)';
const guideEn = 'Alpen-Express Reisen tour guide throughout the trip';

export const multiDayTrips: MultiDayTrip[] = [
  {
    id: 2001,
    code: 'MT-ADVENT',
    categoryId: 5,
    country: 'AT',
    title: 'Adventszauber in Salzburg und am Wolfgangsee',
    resort: 'Salzburg',
    label: 'Advent',
    image: '/images/trips/advent.svg',
    days: 2,
    weekday: 6,
    weeksAfterStart: -1, // placed on an Advent weekend by the seed
    priceCents: 19900,
    depositPercent: 20,
    singleSurchargeCents: 3500,
    rooms: [
      { kind: 'DZ', capacity: 20, taken: 11 },
      { kind: 'EZ', capacity: 6, taken: 4 },
    ],
    schedule: { departure: '06:45', returnDeparture: '16:00', arrival: '18:30' },
    accommodation: [
      '1 Übernachtung im 4-Sterne-Hotel am Mirabellplatz, Salzburg',
      'Frühstücksbuffet',
      'Glühweinempfang am Anreiseabend',
    ],
    services: [
      bus,
      guide,
      'Stadtführung „Stille Nacht“ in der Salzburger Altstadt',
      'Besuch des Wolfgangseer Advents in St. Gilgen und St. Wolfgang',
    ],
    extras: [
      { name: 'Schifffahrt auf dem Wolfgangsee', cents: 2200, capacity: 40, taken: 18 },
      {
        name: 'Adventssingen im Großen Festspielhaus (Kat. 3)',
        cents: 6900,
        capacity: 20,
        taken: 20,
        status: 'ausgebucht',
      },
    ],
    intro:
      'Christkindlmarkt am Domplatz, Lichterglanz in der Getreidegasse und der stimmungsvolle Advent am Wolfgangsee: zwei Tage Vorweihnachtszeit wie im Bilderbuch.',
    description:
      '<p>Salzburg im Advent ist ein Erlebnis für alle Sinne. Der Christkindlmarkt am Dom- und Residenzplatz zählt zu den ältesten Weihnachtsmärkten Europas, die Altstadt ist festlich beleuchtet und überall duftet es nach Bratäpfeln und Glühwein.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>1. Tag:</strong> Abfahrt in München um 06:45 Uhr, Ankunft in Salzburg gegen 09:00 Uhr. Geführter Stadtrundgang auf den Spuren von „Stille Nacht“, danach Zeit für den Christkindlmarkt. Am Abend Glühweinempfang im Hotel.</p>' +
      '<p><strong>2. Tag:</strong> Nach dem Frühstück Fahrt an den Wolfgangsee. Besuch der Adventmärkte in St. Gilgen und St. Wolfgang, auf Wunsch mit dem Schiff über den See. Rückfahrt um 16:00 Uhr, Ankunft in München gegen 18:30 Uhr.</p>',
    viaInntal: false,
    en: {
      title: 'Advent magic in Salzburg and on the Wolfgangsee',
      label: 'Advent',
      intro:
        'The Christkindlmarkt on Domplatz, sparkling lights in the Getreidegasse and the atmospheric Advent on the Wolfgangsee: two days of picture-book pre-Christmas magic.',
      description:
        "<p>Salzburg in Advent is a feast for all the senses. The Christkindlmarkt on Domplatz and Residenzplatz is one of the oldest Christmas markets in Europe, the old town is festively lit and everywhere smells of baked apples and mulled wine.</p><h3>Itinerary</h3><p><strong>Day 1:</strong> Departure from Munich at 06:45, arrival in Salzburg at about 09:00. Guided walk in the footsteps of 'Silent Night', then time for the Christkindlmarkt. In the evening a mulled wine reception at the hotel.</p><p><strong>Day 2:</strong> After breakfast we drive to the Wolfgangsee. Visit to the Advent markets in St. Gilgen and St. Wolfgang, by boat across the lake if you wish. Return at 16:00, arriving in Munich at about 18:30.</p>",
      accommodation: [
        '1 night in a 4-star hotel on Mirabellplatz, Salzburg',
        'Breakfast buffet',
        'Mulled wine reception on the evening of arrival',
      ],
      services: [
        busEn,
        guideEn,
        "'Silent Night' guided walk through Salzburg's old town",
        'Visit to the Wolfgangsee Advent markets in St. Gilgen and St. Wolfgang',
      ],
    },
    hr: { title: 'Adventska čarolija u Salzburgu i na jezeru Wolfgangsee', label: 'Advent' },
  },
  {
    id: 2002,
    code: 'MT-ZILLERTAL-WE',
    categoryId: 7,
    country: 'AT',
    title: 'Skiwochenende Zillertal',
    resort: 'Mayrhofen',
    label: 'Mit Hüttenabend',
    image: '/images/trips/zillertal.svg',
    days: 3,
    weekday: 5,
    weeksAfterStart: 3,
    priceCents: 32900,
    depositPercent: 20,
    singleSurchargeCents: 4800,
    rooms: [
      { kind: 'DZ', capacity: 18, taken: 9 },
      { kind: 'EZ', capacity: 6, taken: 3 },
      { kind: 'DBZ', capacity: 4, taken: 1 },
    ],
    schedule: { departure: '06:45', returnDeparture: '16:30', arrival: '18:30' },
    accommodation: [
      '2 Übernachtungen im 4-Sterne-Hotel Strass in Mayrhofen',
      'Halbpension mit Frühstücksbuffet und 4-Gang-Abendmenü',
      'Wellnessbereich mit Sauna und Hallenbad',
    ],
    services: [bus, guide, 'Skibus-Transfers zwischen Hotel und Penkenbahn', 'Hüttenabend mit Live-Musik am Samstag'],
    extras: [
      { name: 'Skipass Zillertal 3 Tage Erwachsene', cents: 19150, capacity: 45, taken: 19 },
      { name: 'Skipass Zillertal 3 Tage Jugend', cents: 15300, capacity: 15, taken: 4 },
      { name: 'Skiverleih Ski + Schuhe (3 Tage)', cents: 9900, capacity: 15, taken: 5 },
      { name: 'Keycard-Pfand', cents: 200, capacity: 60, taken: 23 },
      { name: 'Rodelabend am Ahorn mit Hüttenjause', cents: 3900, capacity: 30, taken: 30, status: 'ausgebucht' },
    ],
    intro:
      'Drei Tage Zillertal: Skifahren am Penken und Ahorn, ein gemütliches Hotel mit Wellness und am Samstag Hüttenabend mit Live-Musik.',
    description:
      '<p>Das Zillertal ist das Skiparadies vor den Toren Münchens. Unser Hotel liegt mitten in Mayrhofen, nur wenige Gehminuten von der Penkenbahn entfernt.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>Freitag:</strong> Abfahrt in München um 06:45 Uhr, ab ca. 09:15 Uhr Skifahren am Penken. Am Nachmittag Check-in im Hotel, Abendessen.</p>' +
      '<p><strong>Samstag:</strong> Ganzer Skitag im Zillertal. Am Abend Hüttenabend mit Live-Musik.</p>' +
      '<p><strong>Sonntag:</strong> Skifahren bis zum Nachmittag, Rückfahrt um 16:30 Uhr, Ankunft in München gegen 18:30 Uhr.</p>',
    viaInntal: true,
    en: {
      title: 'Ski weekend in the Zillertal',
      label: 'With hut evening',
      intro:
        'Three days in the Zillertal: skiing on the Penken and Ahorn, a cosy hotel with spa and a hut evening with live music on Saturday.',
      description:
        "<p>The Zillertal is the ski paradise on Munich's doorstep. Our hotel is in the centre of Mayrhofen, just a few minutes' walk from the Penkenbahn.</p><h3>Itinerary</h3><p><strong>Friday:</strong> Departure from Munich at 06:45, skiing on the Penken from about 09:15. Check-in at the hotel in the afternoon, dinner.</p><p><strong>Saturday:</strong> A full day of skiing in the Zillertal. In the evening a hut evening with live music.</p><p><strong>Sunday:</strong> Skiing until the afternoon, return at 16:30, arriving in Munich at about 18:30.</p>",
      accommodation: [
        '2 nights at the 4-star Hotel Strass in Mayrhofen',
        'Half board with breakfast buffet and 4-course dinner',
        'Spa area with sauna and indoor pool',
      ],
      services: [
        busEn,
        guideEn,
        'Ski bus transfers between the hotel and the Penkenbahn',
        'Hut evening with live music on Saturday',
      ],
    },
    hr: { title: 'Skijaški vikend u Zillertalu', label: 'S večeri u kolibi' },
  },
  {
    id: 2003,
    code: 'MT-SAALBACH-WE',
    categoryId: 7,
    country: 'AT',
    title: 'Skiwochenende Saalbach Hinterglemm',
    resort: 'Saalbach Hinterglemm',
    label: 'Kurztrip',
    image: '/images/trips/saalbach.svg',
    days: 2,
    weekday: 6,
    weeksAfterStart: 7,
    priceCents: 18900,
    depositPercent: 20,
    singleSurchargeCents: 2900,
    rooms: [
      { kind: 'DZ', capacity: 20, taken: 14 },
      { kind: 'EZ', capacity: 5, taken: 4 },
    ],
    schedule: { departure: '06:45', returnDeparture: '16:30', arrival: '19:00' },
    accommodation: ['1 Übernachtung im 3-Sterne-Superior-Hotel in Hinterglemm', 'Halbpension mit Abendbuffet'],
    services: [bus, guide, 'Skidepot an der Talstation'],
    extras: [
      { name: 'Skipass Skicircus 2 Tage Erwachsene', cents: 14500, capacity: 45, taken: 28 },
      { name: 'Skipass Skicircus 2 Tage Jugend', cents: 10900, capacity: 10, taken: 3 },
      { name: 'Skiverleih Ski + Schuhe (2 Tage)', cents: 6900, capacity: 12, taken: 4 },
      { name: 'Keycard-Pfand', cents: 200, capacity: 60, taken: 31 },
    ],
    intro:
      'Zwei Tage Skicircus mit 270 Pistenkilometern – und dazwischen ein Abend in Hinterglemm. Der perfekte Kurzurlaub im Schnee.',
    description:
      '<p>Samstag früh los, Sonntagabend zurück: Im Skicircus Saalbach Hinterglemm Leogang Fieberbrunn erleben Sie an zwei Tagen mehr Pisten, als an einem Tag zu schaffen wären.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>Samstag:</strong> Abfahrt in München um 06:45 Uhr, Skifahren ab ca. 09:30 Uhr. Check-in im Hotel ab 16:00 Uhr, Abendbuffet.</p>' +
      '<p><strong>Sonntag:</strong> Ganzer Skitag, Rückfahrt um 16:30 Uhr, Ankunft in München gegen 19:00 Uhr.</p>',
    viaInntal: true,
    en: {
      title: 'Ski weekend Saalbach Hinterglemm',
      label: 'Short break',
      intro:
        'Two days in the Skicircus with 270 km of slopes – and an evening in Hinterglemm in between. The perfect short holiday in the snow.',
      description:
        '<p>Off early on Saturday, back on Sunday evening: in the Skicircus Saalbach Hinterglemm Leogang Fieberbrunn you get more slopes in two days than you could ever manage in one.</p><h3>Itinerary</h3><p><strong>Saturday:</strong> Departure from Munich at 06:45, skiing from about 09:30. Hotel check-in from 16:00, dinner buffet.</p><p><strong>Sunday:</strong> A full day of skiing, return at 16:30, arriving in Munich at about 19:00.</p>',
      accommodation: ['1 night in a 3-star superior hotel in Hinterglemm', 'Half board with dinner buffet'],
      services: [busEn, guideEn, 'Ski depot at the valley station'],
    },
    hr: { title: 'Skijaški vikend Saalbach Hinterglemm', label: 'Kratki odmor' },
  },
  {
    id: 2004,
    code: 'MT-DOLOMITI',
    categoryId: 5,
    country: 'IT',
    title: 'Dolomiti Superski: Skiwoche in Gröden',
    resort: 'Wolkenstein in Gröden',
    label: 'Sellaronda',
    image: '/images/trips/dolomiten.svg',
    days: 8,
    weekday: 6,
    weeksAfterStart: 9,
    priceCents: 89900,
    depositPercent: 30,
    singleSurchargeCents: 21000,
    rooms: [
      { kind: 'DZ', capacity: 18, taken: 7 },
      { kind: 'EZ', capacity: 6, taken: 2 },
      { kind: 'DBZ', capacity: 4, taken: 2 },
    ],
    schedule: { departure: '06:45', returnDeparture: '09:00', arrival: '15:30' },
    accommodation: [
      '7 Übernachtungen im 4-Sterne-Hotel in Wolkenstein',
      'Verwöhn-Halbpension mit Südtiroler Spezialitäten',
      'Wellnessbereich mit Saunalandschaft',
    ],
    services: [bus, guide, 'Geführte Sellaronda-Tour mit der Reiseleitung', 'Skibus im Grödner Tal inklusive'],
    extras: [
      { name: 'Skipass Dolomiti Superski 6 Tage Erwachsene', cents: 42900, capacity: 45, taken: 14 },
      { name: 'Skipass Dolomiti Superski 6 Tage Jugend', cents: 30000, capacity: 10, taken: 2 },
      { name: 'Skiverleih Ski + Schuhe (6 Tage)', cents: 18900, capacity: 12, taken: 3 },
      { name: 'Reiserücktritts-Service „Schneegarantie“', cents: 2900, capacity: 60, taken: 6 },
    ],
    intro:
      '1.200 Pistenkilometer mit einem Skipass, die Sellaronda um das Sellamassiv und Südtiroler Küche: eine Woche Skiurlaub im UNESCO-Welterbe Dolomiten.',
    description:
      '<p>Gröden ist das Herz der Dolomiten. Von Wolkenstein aus starten Sie direkt in die Sellaronda, fahren am Fuß von Langkofel und Sella und erreichen mit dem Dolomiti-Superski-Pass zwölf Skigebiete.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>1. Tag (Samstag):</strong> Abfahrt in München um 06:45 Uhr über den Brenner nach Gröden, Ankunft gegen 12:30 Uhr. Nachmittags Skipass-Ausgabe und erste Schwünge.</p>' +
      '<p><strong>2.–7. Tag:</strong> Skifahren nach Lust und Laune. Am Dienstag geführte Sellaronda-Tour mit der Reiseleitung, am Donnerstag Ausflug auf die Seiser Alm.</p>' +
      '<p><strong>8. Tag (Samstag):</strong> Nach dem Frühstück Rückfahrt um 09:00 Uhr, Ankunft in München gegen 15:30 Uhr.</p>',
    viaInntal: true,
    en: {
      title: 'Dolomiti Superski: ski week in Val Gardena',
      label: 'Sellaronda',
      intro:
        "1,200 km of slopes on one ski pass, the Sellaronda around the Sella massif and South Tyrolean cuisine: a week's ski holiday in the Dolomites UNESCO World Heritage Site.",
      description:
        '<p>Val Gardena is the heart of the Dolomites. From Selva you set off straight onto the Sellaronda, ski at the foot of the Sassolungo and the Sella and reach twelve ski areas with the Dolomiti Superski pass.</p><h3>Itinerary</h3><p><strong>Day 1 (Saturday):</strong> Departure from Munich at 06:45 over the Brenner Pass to Val Gardena, arriving at about 12:30. In the afternoon ski passes are handed out and you make your first turns.</p><p><strong>Days 2–7:</strong> Ski as you please. On Tuesday a guided Sellaronda tour with the tour guide, on Thursday an excursion to the Alpe di Siusi.</p><p><strong>Day 8 (Saturday):</strong> After breakfast, return at 09:00, arriving in Munich at about 15:30.</p>',
      accommodation: [
        '7 nights in a 4-star hotel in Selva',
        'Gourmet half board with South Tyrolean specialities',
        'Spa area with sauna world',
      ],
      services: [busEn, guideEn, 'Guided Sellaronda tour with the tour guide', 'Ski bus in Val Gardena included'],
    },
    hr: { title: 'Dolomiti Superski: skijaški tjedan u Val Gardeni', label: 'Sellaronda' },
  },
  {
    id: 2005,
    code: 'MT-SOELDEN-WE',
    categoryId: 7,
    country: 'AT',
    title: 'Skiwochenende Sölden mit BIG3 Rally',
    resort: 'Sölden',
    label: 'Gletscher',
    image: '/images/trips/soelden.svg',
    days: 2,
    weekday: 6,
    weeksAfterStart: 11,
    priceCents: 21900,
    depositPercent: 20,
    singleSurchargeCents: 3200,
    rooms: [
      { kind: 'DZ', capacity: 18, taken: 6 },
      { kind: 'EZ', capacity: 6, taken: 1 },
    ],
    schedule: { departure: '06:45', returnDeparture: '16:00', arrival: '19:30' },
    accommodation: [
      '1 Übernachtung im 4-Sterne-Hotel in Sölden-Zentrum',
      'Halbpension mit Tiroler Abendmenü',
      'Sauna und Dampfbad',
    ],
    services: [bus, guide, 'Geführte BIG3 Rally am Sonntag'],
    extras: [
      { name: 'Skipass Sölden 2 Tage Erwachsene', cents: 15100, capacity: 45, taken: 11 },
      { name: 'Skipass Sölden 2 Tage Jugend', cents: 12000, capacity: 10, taken: 1 },
      { name: 'Skiverleih Ski + Schuhe (2 Tage)', cents: 7400, capacity: 12, taken: 2 },
      { name: 'Keycard-Pfand', cents: 200, capacity: 60, taken: 12 },
    ],
    intro:
      'Zwei Tage Sölden: Gletscherpisten, drei Dreitausender und am Sonntag die BIG3 Rally mit unserer Reiseleitung.',
    description:
      '<p>Ein Wochenende im Ötztal: Samstag Gletscherskilauf am Rettenbach- und Tiefenbachferner, Sonntag die BIG3 Rally über Gaislachkogl, Tiefenbachkogl und Schwarze Schneid.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>Samstag:</strong> Abfahrt in München um 06:45 Uhr, Skifahren ab ca. 10:15 Uhr. Abendessen im Hotel.</p>' +
      '<p><strong>Sonntag:</strong> BIG3 Rally mit der Reiseleitung, Rückfahrt um 16:00 Uhr, Ankunft in München gegen 19:30 Uhr.</p>',
    viaInntal: true,
    en: {
      title: 'Ski weekend Sölden with the BIG3 Rally',
      label: 'Glacier',
      intro:
        'Two days in Sölden: glacier slopes, three 3,000-metre peaks and on Sunday the BIG3 Rally with our tour guide.',
      description:
        '<p>A weekend in the Ötztal: on Saturday glacier skiing on the Rettenbach and Tiefenbach glaciers, on Sunday the BIG3 Rally over the Gaislachkogl, Tiefenbachkogl and Schwarze Schneid.</p><h3>Itinerary</h3><p><strong>Saturday:</strong> Departure from Munich at 06:45, skiing from about 10:15. Dinner at the hotel.</p><p><strong>Sunday:</strong> BIG3 Rally with the tour guide, return at 16:00, arriving in Munich at about 19:30.</p>',
      accommodation: [
        '1 night in a 4-star hotel in the centre of Sölden',
        'Half board with a Tyrolean dinner',
        'Sauna and steam bath',
      ],
      services: [busEn, guideEn, 'Guided BIG3 Rally on Sunday'],
    },
    hr: { title: 'Skijaški vikend Sölden s BIG3 Rallyjem', label: 'Ledenjak' },
  },
  {
    id: 2006,
    code: 'MT-ENGADIN',
    categoryId: 5,
    country: 'CH',
    title: 'Skigenuss im Engadin: St. Moritz und Corviglia',
    resort: 'St. Moritz',
    label: 'Schweiz',
    image: '/images/trips/engadin.svg',
    days: 4,
    weekday: 4,
    weeksAfterStart: 13,
    priceCents: 74900,
    depositPercent: 25,
    singleSurchargeCents: 16500,
    rooms: [
      { kind: 'DZ', capacity: 16, taken: 5 },
      { kind: 'EZ', capacity: 6, taken: 2 },
    ],
    schedule: { departure: '06:45', returnDeparture: '15:00', arrival: '20:00' },
    accommodation: ['3 Übernachtungen im 4-Sterne-Hotel in St. Moritz-Bad', 'Halbpension mit Engadiner Spezialitäten'],
    services: [
      bus,
      guide,
      'Fahrt mit dem Bernina Express von St. Moritz nach Alp Grüm',
      'Transfers zu den Skigebieten Corviglia, Corvatsch und Diavolezza',
    ],
    extras: [
      { name: 'Skipass Engadin St. Moritz 3 Tage Erwachsene', cents: 28500, capacity: 40, taken: 9 },
      { name: 'Skiverleih Ski + Schuhe (3 Tage)', cents: 15900, capacity: 10, taken: 2 },
      { name: 'Nachtskifahren am Corvatsch (Freitag)', cents: 3500, capacity: 25, taken: 4 },
    ],
    intro:
      'Champagnerklima, 350 Pistenkilometer und eine Fahrt mit dem Bernina Express: vier Tage Winterurlaub im Oberengadin.',
    description:
      '<p>St. Moritz ist die Wiege des Wintertourismus. Über 300 Sonnentage im Jahr, die Skigebiete Corviglia, Corvatsch und Diavolezza und die zugefrorenen Engadiner Seen machen den Aufenthalt unvergesslich.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>1. Tag (Donnerstag):</strong> Abfahrt in München um 06:45 Uhr über Landeck und den Ofenpass ins Engadin, Ankunft am frühen Nachmittag.</p>' +
      '<p><strong>2.–3. Tag:</strong> Skifahren auf Corviglia und Corvatsch, am Freitagabend auf Wunsch Nachtskifahren. Am Samstagnachmittag Fahrt mit dem Bernina Express.</p>' +
      '<p><strong>4. Tag (Sonntag):</strong> Vormittag zur freien Verfügung, Rückfahrt um 15:00 Uhr, Ankunft in München gegen 20:00 Uhr.</p>',
    viaInntal: false,
    en: {
      title: 'Skiing in the Engadine: St. Moritz and Corviglia',
      label: 'Switzerland',
      intro:
        'Champagne climate, 350 km of slopes and a ride on the Bernina Express: four days of winter holiday in the Upper Engadine.',
      description:
        '<p>St. Moritz is the birthplace of winter tourism. Over 300 days of sunshine a year, the Corviglia, Corvatsch and Diavolezza ski areas and the frozen Engadine lakes make your stay unforgettable.</p><h3>Itinerary</h3><p><strong>Day 1 (Thursday):</strong> Departure from Munich at 06:45 via Landeck and the Ofen Pass into the Engadine, arriving in the early afternoon.</p><p><strong>Days 2–3:</strong> Skiing on Corviglia and Corvatsch, night skiing on Friday evening if you wish. On Saturday afternoon a ride on the Bernina Express.</p><p><strong>Day 4 (Sunday):</strong> Morning at leisure, return at 15:00, arriving in Munich at about 20:00.</p>',
      accommodation: ['3 nights in a 4-star hotel in St. Moritz-Bad', 'Half board with Engadine specialities'],
      services: [
        busEn,
        guideEn,
        'Ride on the Bernina Express from St. Moritz to Alp Grüm',
        'Transfers to the Corviglia, Corvatsch and Diavolezza ski areas',
      ],
    },
    hr: { title: 'Skijanje u Engadinu: St. Moritz i Corviglia', label: 'Švicarska' },
  },
  {
    id: 2007,
    code: 'MT-OBERTAUERN-WE',
    categoryId: 7,
    country: 'AT',
    title: 'Skiwochenende Obertauern mit Hüttenabend',
    resort: 'Obertauern',
    label: 'Schneeloch',
    image: '/images/trips/obertauern.svg',
    days: 3,
    weekday: 5,
    weeksAfterStart: 15,
    priceCents: 34900,
    depositPercent: 20,
    singleSurchargeCents: 5000,
    rooms: [
      { kind: 'DZ', capacity: 18, taken: 4 },
      { kind: 'EZ', capacity: 6, taken: 1 },
      { kind: 'DBZ', capacity: 3, taken: 0 },
    ],
    schedule: { departure: '06:45', returnDeparture: '16:00', arrival: '19:00' },
    accommodation: [
      '2 Übernachtungen im 4-Sterne-Hotel direkt an der Piste (Ski-in, Ski-out)',
      'Halbpension mit Salatbuffet und Wahlmenü',
    ],
    services: [bus, guide, 'Hüttenabend mit Live-Musik und Fackelabfahrt'],
    extras: [
      { name: 'Skipass Obertauern 3 Tage Erwachsene', cents: 19800, capacity: 45, taken: 7 },
      { name: 'Skipass Obertauern 3 Tage Jugend', cents: 14800, capacity: 10, taken: 0 },
      { name: 'Skiverleih Ski + Schuhe (3 Tage)', cents: 9900, capacity: 12, taken: 1 },
      { name: 'Keycard-Pfand', cents: 200, capacity: 60, taken: 8 },
    ],
    intro:
      'Ski-in, Ski-out auf 1.740 Metern: drei Tage Tauernrunde, Schneesicherheit bis in den April und ein Hüttenabend mit Fackelabfahrt.',
    description:
      '<p>In Obertauern wohnen Sie direkt an der Piste. Die Tauernrunde führt rund um den Ort, der Schnee hält sich hier oben länger als fast überall sonst in den Ostalpen.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>Freitag:</strong> Abfahrt in München um 06:45 Uhr, Ankunft gegen 10:00 Uhr, Skifahren. Abendessen im Hotel.</p>' +
      '<p><strong>Samstag:</strong> Ganzer Skitag, abends Hüttenabend mit Live-Musik und Fackelabfahrt.</p>' +
      '<p><strong>Sonntag:</strong> Skifahren bis 15:30 Uhr, Rückfahrt um 16:00 Uhr, Ankunft in München gegen 19:00 Uhr.</p>',
    viaInntal: true,
    en: {
      title: 'Ski weekend Obertauern with hut evening',
      label: 'Snow pocket',
      intro:
        'Ski-in, ski-out at 1,740 metres: three days of the Tauernrunde, reliable snow into April and a hut evening with a torchlight descent.',
      description:
        '<p>In Obertauern you stay right on the slopes. The Tauernrunde circles the village, and the snow lasts longer up here than almost anywhere else in the Eastern Alps.</p><h3>Itinerary</h3><p><strong>Friday:</strong> Departure from Munich at 06:45, arrival at about 10:00, skiing. Dinner at the hotel.</p><p><strong>Saturday:</strong> A full day of skiing, in the evening a hut evening with live music and a torchlight descent.</p><p><strong>Sunday:</strong> Skiing until 15:30, return at 16:00, arriving in Munich at about 19:00.</p>',
      accommodation: [
        '2 nights in a 4-star hotel right on the slopes (ski-in, ski-out)',
        'Half board with salad buffet and choice of menu',
      ],
      services: [busEn, guideEn, 'Hut evening with live music and torchlight descent'],
    },
    hr: { title: 'Skijaški vikend Obertauern s večeri u kolibi', label: 'Snježna oaza' },
  },
  {
    id: 2008,
    code: 'MT-ISTRIEN',
    categoryId: 5,
    country: 'HR',
    title: 'Frühling in Istrien: Rovinj, Poreč und Pula',
    resort: 'Rovinj',
    label: 'Frühling am Meer',
    image: '/images/trips/istrien.svg',
    days: 5,
    weekday: 3,
    weeksAfterStart: 22,
    priceCents: 58900,
    depositPercent: 30,
    singleSurchargeCents: 12000,
    rooms: [
      { kind: 'DZ', capacity: 20, taken: 6 },
      { kind: 'EZ', capacity: 6, taken: 3 },
      { kind: 'DBZ', capacity: 3, taken: 1 },
    ],
    schedule: { departure: '06:45', returnDeparture: '09:00', arrival: '18:30' },
    accommodation: [
      '4 Übernachtungen im 4-Sterne-Hotel an der Uferpromenade von Rovinj',
      'Halbpension mit istrischen Spezialitäten',
      'Meerblick-Zimmer auf Anfrage',
    ],
    services: [
      bus,
      guide,
      'Stadtführungen in Rovinj, Poreč (Euphrasius-Basilika, UNESCO) und Pula (Amphitheater)',
      'Olivenöl-Verkostung im Hinterland',
    ],
    extras: [
      { name: 'Bootsausflug zum Limski-Kanal mit Fischpicknick', cents: 4500, capacity: 40, taken: 12 },
      { name: 'Trüffelsuche mit Mittagessen in Motovun', cents: 6900, capacity: 20, taken: 7 },
      { name: 'Eintritt Amphitheater Pula', cents: 1400, capacity: 50, taken: 15 },
      { name: 'Weinprobe im Weingut Kozlović', cents: 3900, capacity: 20, taken: 20, status: 'ausgebucht' },
    ],
    intro:
      'Wenn in München noch Schnee liegt, blühen an der Adria die Mandelbäume: fünf Tage Istrien mit malerischen Hafenstädten, Trüffeln und Olivenöl.',
    description:
      '<p>Istrien ist die grüne Halbinsel an der nördlichen Adria: venezianische Hafenstädte, römische Bauwerke und ein Hinterland mit Weinbergen, Olivenhainen und mittelalterlichen Bergdörfern.</p>' +
      '<h3>Reiseverlauf</h3>' +
      '<p><strong>1. Tag:</strong> Abfahrt in München um 06:45 Uhr über Tauernautobahn und Ljubljana nach Rovinj, Ankunft am späten Nachmittag.</p>' +
      '<p><strong>2. Tag:</strong> Stadtführung in Rovinj, nachmittags auf Wunsch Bootsausflug zum Limski-Kanal.</p>' +
      '<p><strong>3. Tag:</strong> Poreč mit der Euphrasius-Basilika (UNESCO-Welterbe), danach Olivenöl-Verkostung im Hinterland.</p>' +
      '<p><strong>4. Tag:</strong> Pula mit dem römischen Amphitheater, am Nachmittag Trüffelsuche in Motovun (Extra).</p>' +
      '<p><strong>5. Tag:</strong> Rückfahrt um 09:00 Uhr, Ankunft in München gegen 18:30 Uhr.</p>',
    viaInntal: false,
    en: {
      title: 'Spring in Istria: Rovinj, Poreč and Pula',
      label: 'Spring by the sea',
      intro:
        'While snow still lies in Munich, the almond trees are in bloom on the Adriatic: five days in Istria with picturesque harbour towns, truffles and olive oil.',
      description:
        '<p>Istria is the green peninsula in the northern Adriatic: Venetian harbour towns, Roman monuments and a hinterland of vineyards, olive groves and medieval hilltop villages.</p><h3>Itinerary</h3><p><strong>Day 1:</strong> Departure from Munich at 06:45 via the Tauern motorway and Ljubljana to Rovinj, arriving in the late afternoon.</p><p><strong>Day 2:</strong> Guided tour of Rovinj, in the afternoon a boat trip to the Lim Fjord if you wish.</p><p><strong>Day 3:</strong> Poreč with the Euphrasian Basilica (UNESCO World Heritage Site), then olive oil tasting in the hinterland.</p><p><strong>Day 4:</strong> Pula with the Roman amphitheatre, in the afternoon truffle hunting in Motovun (extra).</p><p><strong>Day 5:</strong> Return at 09:00, arriving in Munich at about 18:30.</p>',
      accommodation: [
        '4 nights in a 4-star hotel on the Rovinj waterfront',
        'Half board with Istrian specialities',
        'Sea-view rooms on request',
      ],
      services: [
        busEn,
        guideEn,
        'Guided tours of Rovinj, Poreč (Euphrasian Basilica, UNESCO) and Pula (amphitheatre)',
        'Olive oil tasting in the hinterland',
      ],
    },
    hr: { title: 'Proljeće u Istri: Rovinj, Poreč i Pula', label: 'Proljeće uz more' },
  },
];

export const ticketJourney = {
  id: 3001,
  code: 'FCB-HEIM',
  title: 'FC Bayern München – Heimspiele in der Allianz Arena',
  resort: 'München (Allianz Arena)',
  label: 'Bundesliga',
  image: '/images/trips/allianz-arena.svg',
  intro:
    'Tickets für die Bundesliga-Heimspiele des FC Bayern München – mit Busfahrt ab Holzkirchen und Miesbach, Getränk an Bord und Rückfahrt direkt nach Abpfiff.',
  description:
    '<p>Als offizieller Partner-Reiseveranstalter bieten wir Sitzplatzkarten für ausgewählte Heimspiele in der Allianz Arena an. Die Karten sind personalisiert und werden nach der Buchung an die Kontaktperson gesendet.</p>' +
    '<h3>Leistungen</h3><ul><li>Sitzplatzkarte der gewählten Kategorie</li><li>Busfahrt ab Miesbach und Holzkirchen zur Allianz Arena und zurück</li><li>Ein Getränk an Bord (Bier, Softdrink oder Wasser)</li></ul>' +
    '<p><strong>Wichtig:</strong> Bitte informieren Sie sich vor dem Spieltag auf der Homepage des Vereins über kurzfristige Änderungen der Anstoßzeiten und die geltenden Hygiene- und Sicherheitsregeln im Stadion.</p>',
  services: ['Sitzplatzkarte der gewählten Kategorie', 'Busfahrt zur Allianz Arena und zurück', 'Ein Getränk an Bord'],
  /** Opponent, weeks after the season start, kick-off, top match. */
  matches: [
    { opponent: 'VfB Stuttgart', week: 1, kickoff: '15:30', top: false, capacity: 50, taken: 37 },
    { opponent: 'Borussia Dortmund', week: 3, kickoff: '18:30', top: true, capacity: 50, taken: 50 },
    { opponent: 'Eintracht Frankfurt', week: 8, kickoff: '15:30', top: false, capacity: 50, taken: 21 },
    // Nearly sold out: the ticket form offers only the 4 tickets left.
    { opponent: 'Bayer 04 Leverkusen', week: 10, kickoff: '18:30', top: true, capacity: 50, taken: 46 },
    { opponent: 'SC Freiburg', week: 12, kickoff: '15:30', top: false, capacity: 50, taken: 9 },
    { opponent: 'RB Leipzig', week: 14, kickoff: '18:30', top: true, capacity: 50, taken: 14 },
    { opponent: '1. FSV Mainz 05', week: 17, kickoff: '15:30', top: false, capacity: 50, taken: 3 },
  ],
  /**
   * Bus trips to some of the matches ('Fahrt' in the ticket drawer): journeys of the same category,
   * day trips on the match day with boarding points and two coaches. `match` indexes `matches`.
   */
  matchTrips: [
    { id: 3002, match: 2, priceCents: 2900, sold: 17 },
    { id: 3003, match: 5, priceCents: 2900, sold: 8 },
  ],
  matchTripIntro:
    'Nur die Busfahrt zum Heimspiel – für alle, die schon eine Karte haben: ab Miesbach und Holzkirchen direkt zur Allianz Arena und nach dem Schlusspfiff zurück.',
  matchTripDescription:
    '<p>Sie haben bereits eine Eintrittskarte oder eine Dauerkarte? Dann fahren Sie mit uns entspannt zum Spiel: kein Stau, keine Parkplatzsuche, und auf der Rückfahrt wird das Spiel besprochen.</p>' +
    '<h3>Leistungen</h3><ul><li>Busfahrt ab Miesbach und Holzkirchen zur Allianz Arena und zurück</li><li>Ein Getränk an Bord</li></ul>' +
    '<p><strong>Bitte beachten:</strong> Die Fahrt enthält keine Eintrittskarte. Informieren Sie sich vor dem Spieltag auf der Homepage des Vereins über Änderungen der Anstoßzeit.</p>',
  matchTripServices: ['Busfahrt zur Allianz Arena und zurück', 'Ein Getränk an Bord'],
  en: {
    title: 'FC Bayern München – home matches at the Allianz Arena',
    label: 'Bundesliga',
    intro:
      "Tickets for FC Bayern München's Bundesliga home matches – with a coach from Holzkirchen and Miesbach, a drink on board and the return trip straight after the final whistle.",
    description:
      "<p>As an official partner tour operator we offer seated tickets for selected home matches at the Allianz Arena. The tickets are personalised and are sent to the contact person after booking.</p><h3>Included</h3><ul><li>Seated ticket in the chosen category</li><li>Coach from Miesbach and Holzkirchen to the Allianz Arena and back</li><li>One drink on board (beer, soft drink or water)</li></ul><p><strong>Important:</strong> Before match day, please check the club's website for short-notice changes to kick-off times and for the hygiene and safety rules in force at the stadium.</p>",
    services: ['Seated ticket in the chosen category', 'Coach to the Allianz Arena and back', 'One drink on board'],
    /** '{opponent}' is the match's opponent. */
    matchTripTitle: 'Coach to the home match FC Bayern München – {opponent}',
    matchTripIntro:
      'Just the coach to the home match – for everyone who already has a ticket: from Miesbach and Holzkirchen straight to the Allianz Arena and back after the final whistle.',
    matchTripDescription:
      "<p>You already have a match ticket or a season ticket? Then travel to the match with us in comfort: no traffic jams, no hunting for a parking space, and the match is discussed on the way home.</p><h3>Included</h3><ul><li>Coach from Miesbach and Holzkirchen to the Allianz Arena and back</li><li>One drink on board</li></ul><p><strong>Please note:</strong> The trip does not include a match ticket. Before match day, please check the club's website for changes to the kick-off time.</p>",
    matchTripServices: ['Coach to the Allianz Arena and back', 'One drink on board'],
  },
  hr: {
    title: 'FC Bayern München – domaće utakmice na Allianz Areni',
    matchTripTitle: 'Autobusom na domaću utakmicu FC Bayern München – {opponent}',
  },
};
