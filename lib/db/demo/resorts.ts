/**
 * The ski resorts of the demo winter: facts, prices and German copy per resort. Figures are the
 * resorts' published ones, rounded; prices are the operator's (day trip) and the lift companies'
 * day passes of the season.
 */

export interface Resort {
  key: string;
  title: string;
  resort: string;
  country: 'AT' | 'DE';
  /** Trip price per traveller, cents. */
  priceCents: number;
  skipassCents: number;
  youthPassCents: number;
  image: string;
  /** Open outside the main winter (glaciers): used for trips before December and after mid-April. */
  glacier: boolean;
  /** Served from Rosenheim (Inntal motorway) as well. */
  viaInntal: boolean;
  label: string;
  intro: string;
  description: string;
  /** English trip texts; Croatian names only (the texts fall back to German). */
  en: { title: string; label: string; intro: string; description: string };
  hr: { title: string; label: string };
}

const services = (extra: string[] = []) => [
  'Busfahrt im modernen Reisebus (Klimaanlage, WC, Schlafsessel)',
  'Reiseleitung an Bord und im Skigebiet',
  'Skipass-Service: Tageskarte auf Wunsch schon im Bus',
  'Skiraum im Bus, Ski und Boards werden verladen',
  ...extra,
];

export const dayTripServices = services();
export const glacierTripServices = services(['Kostenlose Gletscher-Sonnencreme-Station im Bus']);

const servicesEn = (extra: string[] = []) => [
  'Travel in a modern coach (air conditioning, toilet, reclining seats)',
  'Tour guide on board and in the ski area',
  'Ski pass service: day pass on the coach if you wish',
  'Ski hold in the coach, skis and boards are loaded for you',
  ...extra,
];

export const dayTripServicesEn = servicesEn();
export const glacierTripServicesEn = servicesEn(['Free glacier sun cream station on the coach']);

interface DescriptionParts {
  lead: string;
  facts: string[];
  tips: string[];
  note?: string;
}

const DESCRIPTION_TEXTS = {
  de: {
    area: 'Das Skigebiet',
    tips: 'Unsere Tipps für den Skitag',
    schedule: 'Ablauf',
    day:
      'Abfahrt um 06:45 Uhr in München (Hauptbahnhof, Arnulfstraße), Zustiege um 07:30 Uhr in Holzkirchen und um 07:45 Uhr in Miesbach. ' +
      'Die Rückfahrt startet um 16:30 Uhr am Parkplatz der Talstation, Ankunft in München gegen 18:30 Uhr. ' +
      'Ihr Ticket ist mobil – der Check-in erfolgt direkt im Bus.',
    note: 'Hinweis:',
  },
  en: {
    area: 'The ski area',
    tips: 'Our tips for your ski day',
    schedule: 'Schedule',
    day:
      'Departure at 06:45 in Munich (Hauptbahnhof, Arnulfstraße), further pick-ups at 07:30 in Holzkirchen and at 07:45 in Miesbach. ' +
      'The return journey leaves at 16:30 from the car park of the valley station, arriving in Munich at about 18:30. ' +
      'Your ticket is mobile – check-in happens right on the coach.',
    note: 'Please note:',
  },
};

function description(parts: DescriptionParts, language: 'de' | 'en' = 'de'): string {
  const text = DESCRIPTION_TEXTS[language];
  return [
    `<p>${parts.lead}</p>`,
    `<h3>${text.area}</h3>`,
    `<ul>${parts.facts.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    `<h3>${text.tips}</h3>`,
    `<ul>${parts.tips.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    `<h3>${text.schedule}</h3>`,
    `<p>${text.day}</p>`,
    parts.note ? `<p><strong>${text.note}</strong> ${parts.note}</p>` : '',
  ].join('');
}

export const resorts: Resort[] = [
  {
    key: 'kitzsteinhorn',
    title: 'Skitag Kitzsteinhorn Kaprun',
    resort: 'Kaprun',
    country: 'AT',
    priceCents: 5900,
    skipassCents: 7100,
    youthPassCents: 5350,
    image: '/images/trips/kitzsteinhorn.svg',
    glacier: true,
    viaInntal: true,
    label: 'Schneesicher',
    intro:
      'Salzburgs einziges Gletscherskigebiet: Schneesicherheit bis auf 3.029 Meter und der Blick vom Top of Salzburg über die Hohen Tauern.',
    description: description({
      lead: 'Das Kitzsteinhorn über Kaprun ist der Klassiker für den frühen und den späten Winter. Die Gletscherpisten liegen zwischen 2.000 und 3.029 Metern, der Schnee ist hier oben auch dann griffig, wenn im Tal längst Frühling ist.',
      facts: [
        'ca. 41 Pistenkilometer, 20 Liftanlagen',
        'Höchster Punkt: Gipfelwelt 3000 mit Aussichtsplattform',
        'Snowparks Mellow Park und Central Park',
        'Mit dem Maiskogel direkt ab Kaprun verbunden',
      ],
      tips: [
        'Gleich mit der 3K K-onnection hinauf – am Vormittag sind die Gletscherpisten frisch präpariert',
        'Mittag im Gletscherrestaurant Alpincenter, danach die lange Talabfahrt über den Maiskogel (bei guter Schneelage)',
        'Sonnenbrille und Sonnencreme nicht vergessen: die Strahlung am Gletscher ist stark',
      ],
    }),
    en: {
      title: 'Ski day Kitzsteinhorn Kaprun',
      label: 'Snow-sure',
      intro:
        "Salzburg's only glacier ski area: reliable snow up to 3,029 metres and the view from the Top of Salzburg across the Hohe Tauern.",
      description: description(
        {
          lead: 'The Kitzsteinhorn above Kaprun is the classic for early and late winter. The glacier slopes lie between 2,000 and 3,029 metres, and the snow up here stays grippy even when spring has long arrived in the valley.',
          facts: [
            'approx. 41 km of slopes, 20 lifts',
            'Highest point: Gipfelwelt 3000 with viewing platform',
            'Mellow Park and Central Park snow parks',
            'Linked to the Maiskogel directly from Kaprun',
          ],
          tips: [
            'Take the 3K K-onnection straight up – in the morning the glacier slopes are freshly groomed',
            'Lunch at the Alpincenter glacier restaurant, then the long valley run via the Maiskogel (if snow allows)',
            "Don't forget sunglasses and sun cream: the radiation on the glacier is strong",
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Kitzsteinhorn Kaprun', label: 'Siguran snijeg' },
  },
  {
    key: 'zillertal',
    title: 'Skitag Mayrhofen im Zillertal',
    resort: 'Mayrhofen',
    country: 'AT',
    priceCents: 5500,
    skipassCents: 6850,
    youthPassCents: 5450,
    image: '/images/trips/zillertal.svg',
    glacier: false,
    viaInntal: true,
    label: 'Beliebt',
    intro:
      'Penken, Ahorn und die Harakiri – Österreichs steilste präparierte Piste. Mayrhofen bietet Abwechslung für Genießer und Könner.',
    description: description({
      lead: 'Mayrhofen liegt am Talschluss des Zillertals und ist mit Penken, Horberg, Rastkogel und Eggalm eines der größten zusammenhängenden Skigebiete Tirols. Unser Bus hält direkt an der Penkenbahn.',
      facts: [
        'ca. 142 Pistenkilometer, 57 Liftanlagen',
        'Harakiri: 78 % Gefälle, Österreichs steilste präparierte Piste',
        'Vans Penken Park – einer der besten Snowparks der Alpen',
        'Ahorn: breite Anfängerpisten und das Familienland',
      ],
      tips: [
        'Früh am Penken starten und über den Horberg in Richtung Rastkogel fahren – dort ist es am Vormittag ruhig',
        'Wer es gemütlich mag, fährt am Ahorn: breite Pisten, wenig Gedränge',
        'Für die Rückfahrt rechtzeitig an der Penkenbahn sein: die Talabfahrt ist nur bei sehr guter Schneelage geöffnet',
      ],
    }),
    en: {
      title: 'Ski day Mayrhofen in the Zillertal',
      label: 'Popular',
      intro:
        "Penken, Ahorn and the Harakiri – Austria's steepest groomed slope. Mayrhofen offers variety for cruisers and experts alike.",
      description: description(
        {
          lead: 'Mayrhofen lies at the head of the Zillertal and, with Penken, Horberg, Rastkogel and Eggalm, is one of the largest linked ski areas in Tyrol. Our coach stops right at the Penkenbahn.',
          facts: [
            'approx. 142 km of slopes, 57 lifts',
            "Harakiri: 78 % gradient, Austria's steepest groomed slope",
            'Vans Penken Park – one of the best snow parks in the Alps',
            'Ahorn: wide beginner slopes and the family area',
          ],
          tips: [
            'Start early on the Penken and ski over the Horberg towards the Rastkogel – it is quiet there in the morning',
            'If you like it relaxed, ski the Ahorn: wide slopes, few crowds',
            'Be back at the Penkenbahn in good time for the return: the valley run is only open when snow is very good',
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Mayrhofen u Zillertalu', label: 'Omiljeno' },
  },
  {
    key: 'stubai',
    title: 'Skitag Stubaier Gletscher',
    resort: 'Neustift im Stubaital',
    country: 'AT',
    priceCents: 5900,
    skipassCents: 6900,
    youthPassCents: 5500,
    image: '/images/trips/stubai.svg',
    glacier: true,
    viaInntal: true,
    label: 'Gletscher',
    intro:
      'Österreichs größtes Gletscherskigebiet: von Oktober bis Juni Skivergnügen auf bis zu 3.210 Metern – mit der Aussichtsplattform „Top of Tyrol“.',
    description: description({
      lead: 'Der Stubaier Gletscher am Ende des Stubaitals ist von der Mittelstation Eisgrat bis zur Schaufelspitze fast das ganze Jahr befahrbar. Breite Gletscherpisten, Tiefschneehänge und eine der längsten Talabfahrten Tirols machen den Tag abwechslungsreich.',
      facts: [
        'ca. 64 Pistenkilometer, 26 Liftanlagen',
        'Höhenlage 1.750 bis 3.210 Meter',
        'Aussichtsplattform Top of Tyrol auf 3.210 Metern',
        'Talabfahrt Wilde Grub (10 km, Skiroute)',
      ],
      tips: [
        'Zuerst zur Schaufelspitze und auf die Plattform Top of Tyrol – morgens ist die Sicht am klarsten',
        'Die Pisten am Gaiskarferner sind ideal für Wiedereinsteiger',
        'Warm anziehen: am Gletscher ist es oft 10 Grad kälter als im Tal',
      ],
    }),
    en: {
      title: 'Ski day Stubai Glacier',
      label: 'Glacier',
      intro:
        "Austria's largest glacier ski area: skiing from October to June at up to 3,210 metres – with the 'Top of Tyrol' viewing platform.",
      description: description(
        {
          lead: 'The Stubai Glacier at the end of the Stubaital can be skied almost all year round, from the Eisgrat middle station up to the Schaufelspitze. Wide glacier slopes, powder fields and one of the longest valley runs in Tyrol make for a varied day.',
          facts: [
            'approx. 64 km of slopes, 26 lifts',
            'Altitude 1,750 to 3,210 metres',
            'Top of Tyrol viewing platform at 3,210 metres',
            'Wilde Grub valley run (10 km, ski route)',
          ],
          tips: [
            'Head first to the Schaufelspitze and the Top of Tyrol platform – the view is clearest in the morning',
            'The slopes on the Gaiskarferner are ideal for skiers getting back into it',
            'Dress warmly: on the glacier it is often 10 degrees colder than in the valley',
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan ledenjak Stubai', label: 'Ledenjak' },
  },
  {
    key: 'kitzbuehel',
    title: 'Skitag Kitzbühel',
    resort: 'Kitzbühel',
    country: 'AT',
    priceCents: 6500,
    skipassCents: 7900,
    youthPassCents: 5950,
    image: '/images/trips/kitzbuehel.svg',
    glacier: false,
    viaInntal: true,
    label: 'Legendär',
    intro:
      'Die Streif, der Hahnenkamm und 233 Pistenkilometer: Kitzbühel ist Skigeschichte zum Selberfahren – mit der 3S-Bahn über das Saukasergraben.',
    description: description({
      lead: 'Kitzbühel verbindet Tradition und eines der bestbewerteten Skigebiete der Welt. Vom Hahnenkamm über die Ehrenbachhöhe bis nach Jochberg und zum Pass Thurn reicht die Skisafari, die 3S-Bahn verbindet die Gebiete über das Tal hinweg.',
      facts: [
        'ca. 233 Pistenkilometer, 57 Liftanlagen',
        'Streif: die berühmteste Abfahrtsstrecke der Welt (bei Rennbetrieb teilweise gesperrt)',
        'KitzSki-Skisafari: 35 km Rundtour durch das ganze Gebiet',
        'Über 60 Hütten und Bergrestaurants',
      ],
      tips: [
        'Mit der Hahnenkammbahn direkt aus der Stadt hinauf, dann über die Ehrenbachhöhe zur 3S-Bahn',
        'Die Skisafari-Schilder führen Sie einmal quer durchs Gebiet – planen Sie dafür etwa vier Stunden ein',
        'Einkehrtipp: Hochkitzbühel mit Blick auf den Wilden Kaiser',
      ],
    }),
    en: {
      title: 'Ski day Kitzbühel',
      label: 'Legendary',
      intro:
        'The Streif, the Hahnenkamm and 233 km of slopes: Kitzbühel is ski history to ski yourself – with the 3S gondola across the Saukasergraben.',
      description: description(
        {
          lead: 'Kitzbühel combines tradition with one of the best-rated ski areas in the world. The ski safari reaches from the Hahnenkamm via the Ehrenbachhöhe to Jochberg and the Pass Thurn, and the 3S gondola links the areas across the valley.',
          facts: [
            'approx. 233 km of slopes, 57 lifts',
            'Streif: the most famous downhill course in the world (partly closed on race days)',
            'KitzSki ski safari: a 35 km tour through the whole area',
            'Over 60 huts and mountain restaurants',
          ],
          tips: [
            'Ride the Hahnenkammbahn straight up from town, then ski via the Ehrenbachhöhe to the 3S gondola',
            'The ski safari signs lead you once across the whole area – allow about four hours',
            'Where to stop for lunch: Hochkitzbühel with a view of the Wilder Kaiser',
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Kitzbühel', label: 'Legendarno' },
  },
  {
    key: 'garmisch',
    title: 'Skitag Garmisch-Partenkirchen',
    resort: 'Garmisch-Partenkirchen',
    country: 'DE',
    priceCents: 4900,
    skipassCents: 6200,
    youthPassCents: 4950,
    image: '/images/trips/garmisch.svg',
    glacier: false,
    viaInntal: false,
    label: 'Kurze Anreise',
    intro:
      'Deutschlands bekanntestes Skigebiet: die Kandahar-Abfahrt am Garmisch-Classic und Gletscherschnee auf der Zugspitze – nur eine gute Stunde von München.',
    description: description({
      lead: 'Garmisch-Partenkirchen bietet gleich zwei Skigebiete: das Garmisch-Classic mit Kreuzeck, Hausberg und Alpspitze sowie das Zugspitzplatt, Deutschlands höchstes Skigebiet auf bis zu 2.720 Metern. Mit der Tageskarte „Garmisch-Classic“ fahren Sie im Tal, das Zugspitzticket gibt es als Extra vor Ort.',
      facts: [
        'Garmisch-Classic: ca. 40 Pistenkilometer, 18 Liftanlagen',
        'Zugspitze: ca. 20 Pistenkilometer auf 2.000 bis 2.720 Metern',
        'Kandahar: Weltcupstrecke mit bis zu 92 % Gefälle',
        'Kurze Anreise: ca. 75 Minuten ab München',
      ],
      tips: [
        'Die Alpspitzbahn bringt Sie direkt zum Osterfelderkopf – oben lohnt der AlpspiX-Aussichtssteg',
        'Ruhige Pisten finden Sie am Kreuzeck, besonders am Nachmittag',
        'Für die Zugspitze planen Sie Zeit für die Zahnradbahn ein',
      ],
      note: 'Bei Weltcuprennen am Kandahar kann es zu Sperrungen einzelner Pisten kommen.',
    }),
    en: {
      title: 'Ski day Garmisch-Partenkirchen',
      label: 'Short journey',
      intro:
        "Germany's best-known ski area: the Kandahar run in Garmisch-Classic and glacier snow on the Zugspitze – just over an hour from Munich.",
      description: description(
        {
          lead: "Garmisch-Partenkirchen offers two ski areas: Garmisch-Classic with Kreuzeck, Hausberg and Alpspitze, and the Zugspitzplatt, Germany's highest ski area at up to 2,720 metres. The 'Garmisch-Classic' day pass covers the lower area; the Zugspitze ticket is available locally as an extra.",
          facts: [
            'Garmisch-Classic: approx. 40 km of slopes, 18 lifts',
            'Zugspitze: approx. 20 km of slopes between 2,000 and 2,720 metres',
            'Kandahar: World Cup course with gradients of up to 92 %',
            'Short journey: approx. 75 minutes from Munich',
          ],
          tips: [
            'The Alpspitzbahn takes you straight to the Osterfelderkopf – the AlpspiX viewing platform up there is worth it',
            'You will find quiet slopes on the Kreuzeck, especially in the afternoon',
            'For the Zugspitze, allow time for the cog railway',
          ],
          note: 'Individual slopes may be closed during World Cup races on the Kandahar.',
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Garmisch-Partenkirchen', label: 'Kratko putovanje' },
  },
  {
    key: 'soelden',
    title: 'Skitag Sölden',
    resort: 'Sölden',
    country: 'AT',
    priceCents: 6900,
    skipassCents: 7800,
    youthPassCents: 6250,
    image: '/images/trips/soelden.svg',
    glacier: true,
    viaInntal: true,
    label: 'Drei Dreitausender',
    intro:
      'Drei Dreitausender, zwei Gletscher und die BIG3 Rally: Sölden im Ötztal ist Hochalpin-Skilauf mit Panorama wie im Kino.',
    description: description({
      lead: 'Sölden gehört zu den schneesichersten Skigebieten der Alpen. Rettenbach- und Tiefenbachferner sind über den Gletschertunnel verbunden, die Aussichtsplattformen auf Gaislachkogl, Tiefenbachkogl und Schwarze Schneid liegen alle über 3.000 Metern.',
      facts: [
        'ca. 144 Pistenkilometer, 31 Liftanlagen',
        'Höhenlage 1.350 bis 3.340 Meter',
        'BIG3 Rally: 50 km und 10.000 Höhenmeter an einem Tag',
        'Drehort des James-Bond-Films „Spectre“ (007 Elements am Gaislachkogl)',
      ],
      tips: [
        'Die BIG3 Rally lohnt sich nur mit frühem Start – unser Bus ist um 10:15 Uhr an der Gaislachkoglbahn',
        'Am Gletscher ist es am Nachmittag ruhiger, die Talabfahrt dagegen voll: rechtzeitig abfahren',
        'Einkehrtipp: ice Q auf dem Gaislachkogl (Reservierung empfohlen)',
      ],
      note: 'Wegen der längeren Anreise beträgt die Zeit im Skigebiet etwa fünfeinhalb Stunden.',
    }),
    en: {
      title: 'Ski day Sölden',
      label: 'Three 3,000ers',
      intro:
        'Three 3,000-metre peaks, two glaciers and the BIG3 Rally: Sölden in the Ötztal is high-alpine skiing with a panorama like in the cinema.',
      description: description(
        {
          lead: 'Sölden is one of the most snow-sure ski areas in the Alps. The Rettenbach and Tiefenbach glaciers are linked by the glacier tunnel, and the viewing platforms on the Gaislachkogl, Tiefenbachkogl and Schwarze Schneid all lie above 3,000 metres.',
          facts: [
            'approx. 144 km of slopes, 31 lifts',
            'Altitude 1,350 to 3,340 metres',
            'BIG3 Rally: 50 km and 10,000 vertical metres in one day',
            "Filming location of the James Bond film 'Spectre' (007 Elements on the Gaislachkogl)",
          ],
          tips: [
            'The BIG3 Rally is only worth it with an early start – our coach is at the Gaislachkoglbahn at 10:15',
            'On the glacier it is quieter in the afternoon, while the valley run gets busy: set off in good time',
            'Where to stop: ice Q on the Gaislachkogl (booking recommended)',
          ],
          note: 'Because of the longer journey, your time in the ski area is about five and a half hours.',
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Sölden', label: 'Tri trotisućnjaka' },
  },
  {
    key: 'obertauern',
    title: 'Skitag Obertauern',
    resort: 'Obertauern',
    country: 'AT',
    priceCents: 7500,
    skipassCents: 7200,
    youthPassCents: 5400,
    image: '/images/trips/obertauern.svg',
    glacier: false,
    viaInntal: true,
    label: 'Schneeloch',
    intro:
      'Obertauern liegt auf 1.740 Metern im Schneeloch der Radstädter Tauern – Ski-in, Ski-out rund um den Ort und die berühmte Tauernrunde.',
    description: description({
      lead: 'Obertauern ist eines der schneesichersten Skigebiete Österreichs. Die Pisten liegen kreisförmig um den Ort, sodass Sie die Tauernrunde im und gegen den Uhrzeigersinn fahren können – ganz ohne Skibus.',
      facts: [
        'ca. 100 Pistenkilometer, 26 Liftanlagen',
        'Höhenlage 1.630 bis 2.313 Meter',
        'Tauernrunde: 25 Pistenkilometer rund um den Ort',
        'Gamsleiten 2: eine der steilsten Pisten Österreichs',
      ],
      tips: [
        'Die Tauernrunde im Uhrzeigersinn ist die leichtere Variante – ideal zum Einfahren',
        'Mittags auf die Sonnenseite rund um die Zehnerkarbahn',
        'Für Könner: Gamsleiten 2 am Vormittag, wenn der Schnee noch griffig ist',
      ],
      note: 'Wegen der längeren Anreise beträgt die Zeit im Skigebiet etwa fünf Stunden.',
    }),
    en: {
      title: 'Ski day Obertauern',
      label: 'Snow pocket',
      intro:
        'Obertauern lies at 1,740 metres in the snow pocket of the Radstadt Tauern – ski-in, ski-out all around the village and the famous Tauernrunde.',
      description: description(
        {
          lead: 'Obertauern is one of the most snow-sure ski areas in Austria. The slopes form a circle around the village, so you can ski the Tauernrunde clockwise and anticlockwise – without any ski bus.',
          facts: [
            'approx. 100 km of slopes, 26 lifts',
            'Altitude 1,630 to 2,313 metres',
            'Tauernrunde: 25 km of slopes around the village',
            'Gamsleiten 2: one of the steepest slopes in Austria',
          ],
          tips: [
            'The Tauernrunde clockwise is the easier way round – ideal to warm up',
            'At midday head for the sunny side around the Zehnerkarbahn',
            'For experts: Gamsleiten 2 in the morning, while the snow is still grippy',
          ],
          note: 'Because of the longer journey, your time in the ski area is about five hours.',
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Obertauern', label: 'Snježna oaza' },
  },
  {
    key: 'saalbach',
    title: 'Skitag Saalbach Hinterglemm',
    resort: 'Saalbach Hinterglemm',
    country: 'AT',
    priceCents: 6900,
    skipassCents: 7650,
    youthPassCents: 5750,
    image: '/images/trips/saalbach.svg',
    glacier: false,
    viaInntal: true,
    label: 'Skicircus',
    intro:
      'Der Skicircus Saalbach Hinterglemm Leogang Fieberbrunn: 270 Pistenkilometer, bestens verbunden – und eine legendäre Hüttenkultur.',
    description: description({
      lead: 'Im Skicircus fahren Sie auf beiden Talseiten des Glemmtals, über den Asitz nach Leogang und weiter nach Fieberbrunn. Moderne Kabinenbahnen, breite Pisten und über 60 Hütten machen den Skicircus zu einem der größten Skigebiete Österreichs.',
      facts: [
        'ca. 270 Pistenkilometer, 70 Liftanlagen',
        'Austragungsort der Alpinen Ski-WM 2025',
        'Skicircus-Runde: 65 km im und gegen den Uhrzeigersinn',
        'Snowparks in Hinterglemm und Leogang',
      ],
      tips: [
        'Starten Sie an der Schattbergbahn und fahren Sie die Runde im Uhrzeigersinn',
        'Der Zwölferkogel bietet die schönsten Abfahrten am Nachmittag',
        'Einkehrtipp: Wildenkarhütte oder Walleggalm',
      ],
    }),
    en: {
      title: 'Ski day Saalbach Hinterglemm',
      label: 'Skicircus',
      intro:
        'The Skicircus Saalbach Hinterglemm Leogang Fieberbrunn: 270 km of slopes, perfectly linked – and a legendary hut culture.',
      description: description(
        {
          lead: 'In the Skicircus you ski on both sides of the Glemmtal, over the Asitz to Leogang and on to Fieberbrunn. Modern gondolas, wide slopes and over 60 huts make the Skicircus one of the largest ski areas in Austria.',
          facts: [
            'approx. 270 km of slopes, 70 lifts',
            'Host of the 2025 Alpine World Ski Championships',
            'Skicircus round: 65 km clockwise and anticlockwise',
            'Snow parks in Hinterglemm and Leogang',
          ],
          tips: [
            'Start at the Schattbergbahn and ski the round clockwise',
            'The Zwölferkogel has the finest runs in the afternoon',
            'Where to stop: Wildenkarhütte or Walleggalm',
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Saalbach Hinterglemm', label: 'Skicircus' },
  },
  {
    key: 'hintertux',
    title: 'Skitag Hintertuxer Gletscher',
    resort: 'Hintertux',
    country: 'AT',
    priceCents: 6200,
    skipassCents: 6950,
    youthPassCents: 5550,
    image: '/images/trips/hintertux.svg',
    glacier: true,
    viaInntal: true,
    label: 'Ganzjährig',
    intro:
      'Österreichs einziges Ganzjahres-Skigebiet: 365 Tage Skifahren auf bis zu 3.250 Metern am Olperer – mit dem Natur Eis Palast im Gletscher.',
    description: description({
      lead: 'Der Hintertuxer Gletscher am Ende des Tuxertals ist an 365 Tagen im Jahr geöffnet. Im Winter kommen die Pisten von Lanersbach, Eggalm und Rastkogel dazu – zusammen bilden sie die Ski- und Gletscherwelt Zillertal 3000.',
      facts: [
        'ca. 60 Pistenkilometer am Gletscher und Tuxer Fernerhaus',
        'Höhenlage 1.500 bis 3.250 Meter',
        'Natur Eis Palast: Führung durch eine Gletscherspalte',
        'Gletscherbus 3: eine der größten Zweiseilumlaufbahnen der Alpen',
      ],
      tips: [
        'Mit den Gletscherbussen zuerst ganz nach oben, dann Schritt für Schritt ins Tal',
        'Die Führung durch den Natur Eis Palast dauert etwa eine Stunde – ein besonderes Erlebnis',
        'Bei Wind sind die oberen Lifte oft geschlossen: Reiseleitung informiert im Bus',
      ],
    }),
    en: {
      title: 'Ski day Hintertux Glacier',
      label: 'All year round',
      intro:
        "Austria's only year-round ski area: 365 days of skiing at up to 3,250 metres on the Olperer – with the Natur Eis Palast inside the glacier.",
      description: description(
        {
          lead: 'The Hintertux Glacier at the end of the Tuxertal is open 365 days a year. In winter the slopes of Lanersbach, Eggalm and Rastkogel are added – together they form the Ski- und Gletscherwelt Zillertal 3000.',
          facts: [
            'approx. 60 km of slopes on the glacier and at the Tuxer Fernerhaus',
            'Altitude 1,500 to 3,250 metres',
            'Natur Eis Palast: a guided tour through a glacier crevasse',
            'Gletscherbus 3: one of the largest tricable gondolas in the Alps',
          ],
          tips: [
            'Take the glacier gondolas right to the top first, then work your way down to the valley',
            'The tour of the Natur Eis Palast takes about an hour – a special experience',
            'In wind the upper lifts are often closed: your tour guide will keep you posted on the coach',
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan ledenjak Hintertux', label: 'Cijele godine' },
  },
  {
    key: 'lermoos',
    title: 'Skitag Lermoos',
    resort: 'Lermoos',
    country: 'AT',
    priceCents: 5200,
    skipassCents: 5900,
    youthPassCents: 4450,
    image: '/images/trips/lermoos.svg',
    glacier: false,
    viaInntal: false,
    label: 'Familienfreundlich',
    intro:
      'Am Grubigstein in der Tiroler Zugspitz Arena: sonnige Pisten mit dem schönsten Blick auf die Zugspitze – ideal für Familien und Genießer.',
    description: description({
      lead: 'Lermoos liegt am Fuß der Zugspitze im Talkessel des Lermooser Mooses. Das Skigebiet Grubigstein bietet breite Pisten, viel Sonne und kurze Wege – perfekt für Familien, Wiedereinsteiger und alle, die entspannt Ski fahren wollen.',
      facts: [
        'Grubigstein: ca. 27 Pistenkilometer, 8 Liftanlagen',
        'Höhenlage 1.000 bis 2.100 Meter',
        'Mit dem Zugspitz-Arena-Skipass auch Ehrwald und Biberwier',
        'Kinderland und Skischule direkt an der Talstation',
      ],
      tips: [
        'Vormittags auf der Sonnenseite am Grubigstein, nachmittags Richtung Gartnerwand',
        'Einkehrtipp: Wolfratshauser Hütte mit Blick auf Zugspitze und Sonnenspitze',
        'Wer nicht Ski fährt: Winterwanderweg rund um das Lermooser Moos',
      ],
    }),
    en: {
      title: 'Ski day Lermoos',
      label: 'Family-friendly',
      intro:
        'On the Grubigstein in the Tiroler Zugspitz Arena: sunny slopes with the finest view of the Zugspitze – ideal for families and cruisers.',
      description: description(
        {
          lead: 'Lermoos lies at the foot of the Zugspitze in the basin of the Lermooser Moos. The Grubigstein ski area offers wide slopes, plenty of sun and short distances – perfect for families, returning skiers and anyone who wants a relaxed day on the slopes.',
          facts: [
            'Grubigstein: approx. 27 km of slopes, 8 lifts',
            'Altitude 1,000 to 2,100 metres',
            'With the Zugspitz Arena ski pass also Ehrwald and Biberwier',
            "Children's area and ski school right at the valley station",
          ],
          tips: [
            'In the morning on the sunny side of the Grubigstein, in the afternoon towards the Gartnerwand',
            'Where to stop: Wolfratshauser Hütte with a view of the Zugspitze and Sonnenspitze',
            'Not skiing? Take the winter walking trail around the Lermooser Moos',
          ],
        },
        'en',
      ),
    },
    hr: { title: 'Skijaški dan Lermoos', label: 'Za obitelji' },
  },
];
