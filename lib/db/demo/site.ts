/**
 * Site content of the demo operator: menus, testimonials, boarding points, categories, countries.
 */
import type { LocalizedText, Translations } from '../schema';

/** A name in English and Croatian (German is the row's own). */
const names = (en: string, hr: string): Translations<{ name: string }> => ({ en: { name: en }, hr: { name: hr } });

export const categoryRows = [
  {
    id: 3,
    name: 'Skitagesfahrten',
    slug: 'skitagesfahrten',
    translations: names('Ski day trips', 'Jednodnevni skijaški izleti'),
  },
  {
    id: 5,
    name: 'Mehrtagesreisen',
    slug: 'mehrtagesreisen',
    translations: names('Multi-day trips', 'Višednevna putovanja'),
  },
  { id: 7, name: 'Skiwochenenden', slug: 'skiwochenenden', translations: names('Ski weekends', 'Skijaški vikendi') },
  { id: 9, name: 'Sommerreisen', slug: 'sommerreisen', translations: names('Summer trips', 'Ljetna putovanja') },
  {
    id: 11,
    name: 'Fußball-Tickets',
    slug: 'fussball-tickets',
    translations: names('Football tickets', 'Nogometne ulaznice'),
  },
];

export const countryRows = [
  { id: 1, code: 'DE', name: 'Deutschland', translations: names('Germany', 'Njemačka') },
  { id: 2, code: 'AT', name: 'Österreich', translations: names('Austria', 'Austrija') },
  { id: 3, code: 'IT', name: 'Italien', translations: names('Italy', 'Italija') },
  { id: 4, code: 'CH', name: 'Schweiz', translations: names('Switzerland', 'Švicarska') },
  { id: 5, code: 'HR', name: 'Kroatien', translations: names('Croatia', 'Hrvatska') },
  // No trips this season: the site hides it (spec §4).
  { id: 6, code: 'FR', name: 'Frankreich', translations: names('France', 'Francuska') },
];
export const countryIdByCode = Object.fromEntries(countryRows.map((c) => [c.code, c.id])) as Record<string, number>;

/** The default account (CUSTOMER_ID). */
export const ACCOUNT_ID = 1000;

export const BOARDING = { muenchen: 1, holzkirchen: 2, miesbach: 3, rosenheim: 4, toBeAnnounced: 5 } as const;

export const boardingPointRows = [
  {
    id: BOARDING.muenchen,
    accountId: ACCOUNT_ID,
    zip: '80335',
    city: 'München',
    place: 'Hauptbahnhof, Arnulfstraße',
    surchargeCents: 0,
    time: '06:45',
    sort: 1,
  },
  {
    id: BOARDING.holzkirchen,
    accountId: ACCOUNT_ID,
    zip: '83607',
    city: 'Holzkirchen',
    place: 'Bahnhof',
    surchargeCents: 0,
    time: '07:30',
    sort: 2,
  },
  {
    id: BOARDING.miesbach,
    accountId: ACCOUNT_ID,
    zip: '83714',
    city: 'Miesbach',
    place: 'Parkplatz Stadtplatz',
    surchargeCents: 0,
    time: '07:45',
    sort: 3,
  },
  {
    id: BOARDING.rosenheim,
    accountId: ACCOUNT_ID,
    zip: '83022',
    city: 'Rosenheim',
    place: 'Busbahnhof',
    surchargeCents: 500,
    time: '08:10',
    sort: 4,
  },
  // A pickup not yet fixed: the booking system lists it, the site drops it (spec §5).
  {
    id: BOARDING.toBeAnnounced,
    accountId: ACCOUNT_ID,
    zip: '83646',
    city: 'Bad Tölz',
    place: 'wird noch bekannt gegeben',
    surchargeCents: 0,
    time: '',
    sort: 5,
  },
];

const t = (de: string, en: string, hr: string): LocalizedText => ({ de, en, hr });

export const menuRows = [
  { id: 1, name: 'Hauptmenü' },
  { id: 2, name: 'Footer Reisen' },
  { id: 3, name: 'Footer Service' },
];

/** Menu items, flat with parent ids (0 = top level); the site nests them and keeps status 1 only. */
export const menuItemRows = [
  // Hauptmenü
  {
    id: 101,
    menuId: 1,
    parentId: 0,
    sort: 1,
    status: 1,
    link: '/reiseuebersicht/3-skitagesfahrten',
    name: t('Skitagesfahrten', 'Ski day trips', 'Jednodnevni skijaški izleti'),
  },
  {
    id: 102,
    menuId: 1,
    parentId: 0,
    sort: 2,
    status: 1,
    link: '/reiseuebersicht/5-mehrtagesreisen',
    name: t('Mehrtagesreisen', 'Multi-day trips', 'Višednevna putovanja'),
  },
  {
    id: 110,
    menuId: 1,
    parentId: 102,
    sort: 1,
    status: 1,
    link: '/reiseuebersicht/5-mehrtagesreisen',
    name: t('Alle Mehrtagesreisen', 'All multi-day trips', 'Sva višednevna putovanja'),
  },
  {
    id: 111,
    menuId: 1,
    parentId: 102,
    sort: 2,
    status: 1,
    link: '/reiseuebersicht/7-skiwochenenden',
    name: t('Skiwochenenden', 'Ski weekends', 'Skijaški vikendi'),
  },
  {
    id: 103,
    menuId: 1,
    parentId: 0,
    sort: 3,
    status: 1,
    link: '/ticketpage',
    name: t('Fußball-Tickets', 'Football tickets', 'Nogometne ulaznice'),
  },
  {
    id: 104,
    menuId: 1,
    parentId: 0,
    sort: 4,
    status: 1,
    link: '/reisekalender',
    name: t('Reisekalender', 'Trip calendar', 'Kalendar putovanja'),
  },
  {
    id: 105,
    menuId: 1,
    parentId: 0,
    sort: 5,
    status: 1,
    link: '/reiseland',
    name: t('Reiseländer', 'Destinations', 'Odredišta'),
  },
  { id: 106, menuId: 1, parentId: 0, sort: 6, status: 1, link: '/faq', name: t('Service', 'Service', 'Usluge') },
  { id: 120, menuId: 1, parentId: 106, sort: 1, status: 1, link: '/faq', name: t('FAQ', 'FAQ', 'Česta pitanja') },
  {
    id: 121,
    menuId: 1,
    parentId: 106,
    sort: 2,
    status: 1,
    link: '/pisten',
    name: t('Pistenpläne', 'Piste maps', 'Karte staza'),
  },
  { id: 122, menuId: 1, parentId: 106, sort: 3, status: 1, link: '/webcam', name: t('Webcam', 'Webcam', 'Web kamera') },
  {
    id: 123,
    menuId: 1,
    parentId: 106,
    sort: 4,
    status: 1,
    link: '/vergleich',
    name: t('Skibus-Vergleich', 'Ski bus comparison', 'Usporedba skijaških autobusa'),
  },
  {
    id: 124,
    menuId: 1,
    parentId: 106,
    sort: 5,
    status: 1,
    link: '/kleinbus',
    name: t('Kleinbus mieten', 'Rent a minibus', 'Najam minibusa'),
  },
  // Switched off for the winter: the site must not show it.
  {
    id: 107,
    menuId: 1,
    parentId: 0,
    sort: 7,
    status: 0,
    link: '/reiseuebersicht/9-sommerreisen',
    name: t('Sommerreisen', 'Summer trips', 'Ljetna putovanja'),
  },
  // Footer Reisen
  {
    id: 201,
    menuId: 2,
    parentId: 0,
    sort: 1,
    status: 1,
    link: '/reiseuebersicht/3-skitagesfahrten',
    name: t('Skitagesfahrten', 'Ski day trips', 'Jednodnevni skijaški izleti'),
  },
  {
    id: 202,
    menuId: 2,
    parentId: 0,
    sort: 2,
    status: 1,
    link: '/reiseuebersicht/5-mehrtagesreisen',
    name: t('Mehrtagesreisen', 'Multi-day trips', 'Višednevna putovanja'),
  },
  {
    id: 203,
    menuId: 2,
    parentId: 0,
    sort: 3,
    status: 1,
    link: '/reiseuebersicht/7-skiwochenenden',
    name: t('Skiwochenenden', 'Ski weekends', 'Skijaški vikendi'),
  },
  {
    id: 204,
    menuId: 2,
    parentId: 0,
    sort: 4,
    status: 1,
    link: '/ticketpage',
    name: t('Fußball-Tickets', 'Football tickets', 'Nogometne ulaznice'),
  },
  {
    id: 205,
    menuId: 2,
    parentId: 0,
    sort: 5,
    status: 1,
    link: '/reisekalender',
    name: t('Reisekalender', 'Trip calendar', 'Kalendar putovanja'),
  },
  {
    id: 206,
    menuId: 2,
    parentId: 0,
    sort: 6,
    status: 1,
    link: '/reiseland',
    name: t('Reiseländer', 'Destinations', 'Odredišta'),
  },
  // Footer Service
  {
    id: 301,
    menuId: 3,
    parentId: 0,
    sort: 1,
    status: 1,
    link: '/article/4-agbs',
    name: t('AGB', 'Terms and conditions', 'Opći uvjeti'),
  },
  {
    id: 302,
    menuId: 3,
    parentId: 0,
    sort: 2,
    status: 1,
    link: '/article/3-datenschutz',
    name: t('Datenschutz', 'Privacy', 'Zaštita podataka'),
  },
  {
    id: 303,
    menuId: 3,
    parentId: 0,
    sort: 3,
    status: 1,
    link: '/article/1-impressum',
    name: t('Impressum', 'Legal notice', 'Impresum'),
  },
  {
    id: 304,
    menuId: 3,
    parentId: 0,
    sort: 4,
    status: 1,
    link: '/sitemap',
    name: t('Sitemap', 'Sitemap', 'Karta stranice'),
  },
  {
    id: 305,
    menuId: 3,
    parentId: 0,
    sort: 5,
    status: 1,
    link: '/article/1-impressum#kontakt',
    name: t('Kontakt', 'Contact', 'Kontakt'),
  },
];

/** Customer testimonials (blog type 4); `daysAgo` places them before the seed day. */
export const testimonialRows: {
  id: number;
  title: string;
  text: string;
  stars: number;
  image?: string;
  daysAgo: number;
}[] = [
  {
    id: 1,
    title: 'Stefanie Huber',
    stars: 5,
    image: '/images/testimonials/stefanie-huber.svg',
    daysAgo: 12,
    text: '<p>Wir fahren seit drei Wintern mit dem Alpen-Express nach Kaprun. Pünktlich, sauberer Bus und der Skipass wird schon während der Fahrt verteilt – so stehen wir als Erste an der Gondel. <strong>Klare Empfehlung!</strong></p>',
  },
  {
    id: 2,
    title: 'Markus Brandl',
    stars: 4.5,
    image: '/images/testimonials/markus-brandl.svg',
    daysAgo: 19,
    text: '<p>Super organisierter Skitag nach Sölden. Der Reiseleiter hatte gute Tipps für die BIG3 Rally. Einziger Minuspunkt: auf der Rückfahrt Stau am Irschenberg – dafür kann aber niemand etwas.</p>',
  },
  {
    id: 3,
    title: 'Familie Schneider aus Holzkirchen',
    stars: 5,
    daysAgo: 26,
    text: '<p>Mit zwei Kindern ist Skifahren ohne eigenes Auto einfach entspannter. Zustieg am Bahnhof Holzkirchen, Ski in den Skiraum, fertig. Die Kinder haben im Bus geschlafen und waren am Berg topfit.</p>',
  },
  {
    id: 4,
    title: 'Andreas Leitner',
    stars: 4,
    image: '/images/testimonials/andreas-leitner.svg',
    daysAgo: 33,
    text: '<p>Das Skiwochenende im Zillertal war klasse: gutes Hotel, leckeres Abendessen und am Samstagabend noch ein Hüttenabend. Beim Einchecken im Hotel hat es etwas gedauert, sonst alles bestens.</p>',
  },
  {
    id: 5,
    title: 'Julia Maier',
    stars: 5,
    image: '/images/testimonials/julia-maier.svg',
    daysAgo: 41,
    text: '<p>Online gebucht, Sitzplatz direkt ausgewählt und das Ticket kam sofort aufs Handy. Der Check-in im Bus hat keine Minute gedauert. So muss das sein!</p>',
  },
  {
    id: 6,
    title: 'Thomas Wagner',
    stars: 3.5,
    daysAgo: 55,
    text: '<p>Die Fahrt nach Obertauern ist lang, das sollte man wissen. Dafür war der Schnee fantastisch und der Busfahrer sehr freundlich. Beim nächsten Mal würde ich ein Skiwochenende buchen.</p>',
  },
  {
    id: 7,
    title: 'Sabine und Peter Hofmann',
    stars: 4.5,
    image: '/images/testimonials/sabine-peter-hofmann.svg',
    daysAgo: 68,
    text: '<p>Unsere Skiwoche in den Dolomiten war ein Traum: Sellaronda bei strahlendem Sonnenschein, ein wunderbares Hotel in Wolkenstein und eine Reiseleiterin, die jede Hütte kennt. Wir buchen wieder!</p>',
  },
  {
    id: 8,
    title: 'Lukas Berger',
    stars: 5,
    daysAgo: 80,
    text: '<p>Als Student ist der Skitag mit dem Alpen-Express unschlagbar günstig – Fahrt, Jugend-Skipass und Leihski zusammen kosten weniger als Sprit und Parken. Die Stimmung im Bus war super.</p>',
  },
];
