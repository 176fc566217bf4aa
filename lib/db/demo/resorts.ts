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

function description(parts: { lead: string; facts: string[]; tips: string[]; note?: string }): string {
  return [
    `<p>${parts.lead}</p>`,
    '<h3>Das Skigebiet</h3>',
    `<ul>${parts.facts.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    '<h3>Unsere Tipps für den Skitag</h3>',
    `<ul>${parts.tips.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    '<h3>Ablauf</h3>',
    '<p>Abfahrt um 06:45 Uhr in München (Hauptbahnhof, Arnulfstraße), Zustiege um 07:30 Uhr in Holzkirchen und um 07:45 Uhr in Miesbach. ' +
      'Die Rückfahrt startet um 16:30 Uhr am Parkplatz der Talstation, Ankunft in München gegen 18:30 Uhr. ' +
      'Ihr Ticket ist mobil – der Check-in erfolgt direkt im Bus.</p>',
    parts.note ? `<p><strong>Hinweis:</strong> ${parts.note}</p>` : '',
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
  },
];
