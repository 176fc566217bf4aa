/**
 * Content articles of the demo operator (GET {api}/web/article/{slug}). German is complete, English
 * for every article, Croatian where the page is part of the main site.
 */
import type { LocalizedText } from '../schema';

export interface ArticleSeed {
  id: number;
  slug: string;
  title: LocalizedText;
  body: LocalizedText;
}

const company = {
  name: 'Alpen-Express Reisen GmbH',
  street: 'Arnulfstraße 62',
  city: '80335 München',
  phone: '+49 89 1234 5670',
  email: 'service@alpenexpress.example',
};

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
const section = (title: string, ...paragraphs: string[]) => `<h2>${title}</h2>${p(...paragraphs)}`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const agbDe = [
  p(
    `Die folgenden Reisebedingungen werden, soweit wirksam vereinbart, Inhalt des zwischen Ihnen und der ${company.name} (nachfolgend „Alpen-Express“) zustande kommenden Pauschalreisevertrages. Sie ergänzen die gesetzlichen Vorschriften der §§ 651a bis 651y BGB und der Artikel 250 und 252 EGBGB.`,
  ),
  section(
    '1. Abschluss des Reisevertrages',
    'Mit Ihrer Buchung (Reiseanmeldung) bieten Sie Alpen-Express den Abschluss eines Reisevertrages verbindlich an. Grundlage sind die Reiseausschreibung und die ergänzenden Informationen für die jeweilige Reise, soweit diese Ihnen bei der Buchung vorliegen. Die Buchung kann online, schriftlich, per E-Mail oder telefonisch erfolgen; bei der Online-Buchung erfolgt sie durch Klick auf die Schaltfläche „Jetzt zahlungspflichtig buchen“.',
    'Der Vertrag kommt mit dem Zugang der Buchungsbestätigung zustande, die wir Ihnen unmittelbar nach der Buchung per E-Mail übermitteln. Mit der Buchungsbestätigung erhalten Sie die Reisebestätigung mit allen nach Art. 250 § 6 EGBGB erforderlichen Angaben als PDF-Dokument.',
    'Die buchende Person steht für die vertraglichen Verpflichtungen aller in der Buchung aufgeführten Reiseteilnehmer wie für ihre eigenen ein, sofern sie diese Verpflichtung durch ausdrückliche und gesonderte Erklärung übernommen hat.',
  ),
  section(
    '2. Bezahlung',
    'Bei Tagesfahrten und Tickets ist der Reisepreis mit Vertragsschluss in voller Höhe fällig. Bei Mehrtagesreisen ist nach Erhalt der Buchungsbestätigung und des Sicherungsscheins eine Anzahlung in der in der Reiseausschreibung genannten Höhe (20 bis 30 % des Reisepreises) zu leisten. Die Restzahlung wird 30 Tage vor Reisebeginn fällig, sofern feststeht, dass die Reise nicht mehr aus dem in Ziffer 7 genannten Grund abgesagt werden kann.',
    'Die Zahlung auf Rechnung ist nur bis 14 Tage vor Reisebeginn möglich. Bei Buchungen innerhalb von 14 Tagen vor Reisebeginn ist der gesamte Reisepreis sofort per Kreditkarte, Lastschrift oder Sofortüberweisung zu zahlen.',
    'Wählen Sie bei der Online-Buchung Kreditkarte, Lastschrift oder Sofortüberweisung, schließen Sie die Zahlung bitte innerhalb von 24 Stunden ab. Geht bis dahin keine Zahlung ein, wird die Buchung für Sie kostenfrei storniert und die Plätze werden wieder freigegeben; Sie erhalten darüber eine E-Mail.',
    'Leisten Sie die Anzahlung oder die Restzahlung nicht entsprechend den vereinbarten Fälligkeiten, obwohl wir zur ordnungsgemäßen Erbringung der vertraglichen Leistungen bereit und in der Lage sind, so sind wir berechtigt, nach Mahnung mit Fristsetzung vom Reisevertrag zurückzutreten und Sie mit Rücktrittskosten gemäß Ziffer 4 zu belasten.',
  ),
  section(
    '3. Leistungen und Leistungsänderungen',
    'Welche Leistungen vertraglich vereinbart sind, ergibt sich aus der Reiseausschreibung und der Buchungsbestätigung. Skipässe, Leihausrüstung und sonstige Extras sind nur dann Vertragsbestandteil, wenn sie ausdrücklich gebucht und bestätigt wurden.',
    'Änderungen wesentlicher Reiseleistungen, die nach Vertragsschluss notwendig werden und von uns nicht wider Treu und Glauben herbeigeführt wurden, sind nur gestattet, soweit sie unerheblich sind und den Gesamtzuschnitt der Reise nicht beeinträchtigen. Muss ein Skigebiet wegen Schneemangels, Sturm oder Lawinengefahr kurzfristig gewechselt werden, informieren wir Sie unverzüglich; Sie können in diesem Fall kostenfrei zurücktreten.',
  ),
  section(
    '4. Rücktritt durch den Reisenden vor Reisebeginn',
    'Sie können jederzeit vor Reisebeginn vom Reisevertrag zurücktreten. Der Rücktritt ist uns gegenüber unter der oben genannten Anschrift zu erklären; wir empfehlen, den Rücktritt in Textform (z. B. per E-Mail) zu erklären.',
    'Treten Sie vor Reisebeginn zurück oder treten Sie die Reise nicht an, verlieren wir den Anspruch auf den Reisepreis. Stattdessen können wir eine angemessene Entschädigung verlangen. Diese beträgt pro Person:',
    list([
      '<strong>Tagesfahrten:</strong> bis 15 Tage vor Reisebeginn 10 %, ab 14 Tage 50 %, ab 2 Tage vor Reisebeginn oder bei Nichterscheinen 90 % des Reisepreises',
      '<strong>Mehrtagesreisen:</strong> bis 30 Tage vor Reisebeginn 20 %, ab 29 Tage 40 %, ab 14 Tage 60 %, ab 7 Tage 80 %, ab 1 Tag vor Reisebeginn oder bei Nichterscheinen 90 % des Reisepreises',
      '<strong>Tickets:</strong> Eintrittskarten sind vom Umtausch und von der Rückgabe ausgeschlossen, soweit der Veranstalter des Spiels keine Rückgabe vorsieht',
    ]),
    'Ihnen bleibt es unbenommen, uns nachzuweisen, dass uns kein oder ein wesentlich niedrigerer Schaden entstanden ist. Bis zum Reisebeginn können Sie verlangen, dass statt Ihnen ein Dritter in die Rechte und Pflichten aus dem Reisevertrag eintritt (Ersatzperson); hierfür berechnen wir ein Bearbeitungsentgelt von 10,00 EUR.',
    'Wir empfehlen dringend den Abschluss einer Reiserücktrittskostenversicherung, die Sie bei der Buchung mit abschließen können.',
  ),
  section(
    '5. Pflichten des Reisenden',
    'Bitte finden Sie sich rechtzeitig, spätestens 10 Minuten vor der angegebenen Abfahrtszeit, am gebuchten Zustiegsort ein. Der Bus kann aus Rücksicht auf die übrigen Reisenden nicht warten. Das mobile Ticket ist beim Einstieg vorzuzeigen; der Check-in erfolgt im Bus.',
    'Sie sind verpflichtet, einen Reisemangel unverzüglich der Reiseleitung oder uns anzuzeigen und Abhilfe zu verlangen. Unterlassen Sie die Anzeige schuldhaft, stehen Ihnen Ansprüche auf Minderung oder Schadensersatz insoweit nicht zu.',
    'Für die Einhaltung der Pass-, Visa- und Gesundheitsvorschriften sind Sie selbst verantwortlich. Für Reisen nach Österreich, Italien, in die Schweiz und nach Kroatien benötigen deutsche Staatsangehörige einen gültigen Personalausweis oder Reisepass. Die Namen in der Buchung müssen mit dem Ausweisdokument übereinstimmen.',
  ),
  section(
    '6. Haftung',
    'Unsere vertragliche Haftung für Schäden, die nicht Körperschäden sind und nicht schuldhaft herbeigeführt wurden, ist auf den dreifachen Reisepreis beschränkt. Möglicherweise darüber hinausgehende Ansprüche nach internationalen Übereinkünften bleiben von der Beschränkung unberührt.',
    'Wir haften nicht für Leistungsstörungen, Personen- und Sachschäden im Zusammenhang mit Leistungen, die als Fremdleistungen lediglich vermittelt werden (z. B. Skischulkurse, Veranstaltungen, Skipässe der Bergbahnen vor Ort), wenn diese Leistungen in der Reiseausschreibung und der Buchungsbestätigung ausdrücklich als Fremdleistungen gekennzeichnet sind. Die Benutzung von Pisten und Liftanlagen erfolgt auf eigene Gefahr.',
  ),
  section(
    '7. Mindestteilnehmerzahl',
    'Wir können bei Nichterreichen einer in der Reiseausschreibung genannten Mindestteilnehmerzahl (Tagesfahrten: 25 Personen, Mehrtagesreisen: 20 Personen) vom Reisevertrag zurücktreten. Der Rücktritt ist spätestens 7 Tage (Tagesfahrten: 2 Tage) vor Reisebeginn zu erklären. Bereits geleistete Zahlungen erhalten Sie unverzüglich zurück.',
  ),
  section(
    '8. Verjährung, Streitbeilegung, Rechtswahl',
    'Ansprüche wegen Reisemängeln verjähren in zwei Jahren ab dem vertraglich vorgesehenen Reiseende. Alpen-Express nimmt nicht an einer freiwilligen Streitbeilegung vor einer Verbraucherschlichtungsstelle teil. Auf das Vertragsverhältnis findet deutsches Recht Anwendung.',
  ),
  section(
    'Reiseveranstalter',
    `${company.name}, ${company.street}, ${company.city}. Telefon ${company.phone}, E-Mail ${company.email}. Stand: Oktober 2026.`,
  ),
].join('');

const agbEn = [
  p(
    `These travel terms form part of the package travel contract between you and ${company.name} ("Alpen-Express"). They supplement sections 651a to 651y of the German Civil Code (BGB). The German version is legally binding; this translation is for your convenience.`,
  ),
  section(
    '1. Conclusion of the contract',
    'By booking you make a binding offer to conclude a travel contract. The contract is concluded when you receive our booking confirmation by e-mail, which includes the travel confirmation as a PDF document.',
  ),
  section(
    '2. Payment',
    'Day trips and tickets are paid in full when booking. Multi-day trips require a deposit of 20 to 30 % of the price after receipt of the confirmation and the insolvency protection certificate; the balance is due 30 days before departure. Payment by invoice is only possible up to 14 days before departure. If you choose card, SEPA debit or instant transfer when booking online, please complete the payment within 24 hours; otherwise the booking is cancelled free of charge, the seats are released and you receive an e-mail.',
  ),
  section(
    '3. Cancellation by the traveller',
    'You may cancel at any time before departure. Cancellation fees per person: day trips 10 % up to 15 days before departure, 50 % from 14 days, 90 % from 2 days or in case of no-show; multi-day trips 20 % up to 30 days, 40 % from 29 days, 60 % from 14 days, 80 % from 7 days, 90 % from 1 day before departure. Match tickets cannot be returned. We strongly recommend travel cancellation insurance.',
  ),
  section(
    '4. Obligations of the traveller',
    'Please be at your boarding point at least 10 minutes before departure; the coach cannot wait. Show your mobile ticket when boarding; check-in takes place on the coach. The names in the booking must match your passport or identity card.',
  ),
  section(
    '5. Liability',
    'Our liability for damage other than bodily injury that was not caused culpably is limited to three times the travel price. Use of pistes and lifts is at your own risk.',
  ),
  section(
    'Tour operator',
    `${company.name}, ${company.street}, ${company.city}, Germany. Phone ${company.phone}, e-mail ${company.email}.`,
  ),
].join('');

const privacyDe = [
  p(
    `Der Schutz Ihrer persönlichen Daten ist uns ein wichtiges Anliegen. Nachfolgend informieren wir Sie gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir bei der Nutzung unserer Website und bei einer Buchung verarbeiten.`,
  ),
  section(
    '1. Verantwortlicher',
    `${company.name}, ${company.street}, ${company.city}, E-Mail ${company.email}. Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@alpenexpress.example.`,
  ),
  section(
    '2. Daten bei einer Buchung',
    'Für die Durchführung Ihrer Reise verarbeiten wir die Angaben der buchenden Person (Name, Anschrift, Telefonnummer, E-Mail-Adresse, Geburtsdatum) und der Reiseteilnehmer (Name, Geburtsdatum, Zustiegsort, Sitzplatz, gebuchte Leistungen). Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertragserfüllung).',
    'Soweit für die Reise erforderlich, übermitteln wir die Namen der Reisenden an Leistungsträger wie Hotels, Bergbahnen (für personalisierte Skipässe) und Stadionbetreiber (für personalisierte Tickets). Zahlungsdaten werden direkt von unserem Zahlungsdienstleister verarbeitet; wir erhalten keine vollständigen Kreditkartendaten.',
    'Buchungsdaten bewahren wir gemäß den handels- und steuerrechtlichen Aufbewahrungsfristen (§ 147 AO, § 257 HGB) bis zu zehn Jahre auf.',
  ),
  section(
    '3. Besuch der Website',
    'Beim Aufruf unserer Website speichert der Server technisch notwendige Daten (IP-Adresse in gekürzter Form, Datum und Uhrzeit, aufgerufene Seite, Browsertyp) für höchstens sieben Tage, um den sicheren Betrieb zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Ein Cookie „NEXT_LOCALE“ speichert Ihre gewählte Sprache für 365 Tage.',
  ),
  section(
    '4. Newsletter',
    'Für den Newsletter verwenden wir das Double-Opt-in-Verfahren: Nach der Anmeldung erhalten Sie eine E-Mail, in der Sie die Anmeldung bestätigen. Das Anmeldeformular eines externen Dienstleisters wird erst geladen, nachdem Sie der Verwendung von Marketing-Cookies zugestimmt haben. Sie können den Newsletter jederzeit abbestellen.',
  ),
  section(
    '5. Eingebundene Dienste',
    'Webcam-Bilder und Wetterdaten werden von Drittanbietern bereitgestellt und erst geladen, wenn Sie den entsprechenden Bereich der Seite erreichen. Dabei wird Ihre IP-Adresse an den jeweiligen Anbieter übermittelt.',
  ),
  section(
    '6. Ihre Rechte',
    'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Sie haben außerdem das Recht, sich bei einer Aufsichtsbehörde zu beschweren, in Bayern beim Bayerischen Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach.',
  ),
].join('');

const privacyEn = [
  p(
    'Protecting your personal data matters to us. This notice explains, in accordance with Articles 13 and 14 GDPR, which data we process when you use our website and when you book.',
  ),
  section('1. Controller', `${company.name}, ${company.street}, ${company.city}, Germany, e-mail ${company.email}.`),
  section(
    '2. Data for bookings',
    'To carry out your trip we process the details of the person booking (name, address, phone, e-mail, date of birth) and of the travellers (name, date of birth, boarding point, seat, booked services) on the basis of Art. 6(1)(b) GDPR. Where required we pass traveller names to hotels, lift companies and stadium operators. Payment data is processed directly by our payment provider. Booking records are kept for up to ten years as required by German commercial and tax law.',
  ),
  section(
    '3. Visiting the website',
    'Our server stores technically necessary data (shortened IP address, date and time, page, browser) for at most seven days. A cookie "NEXT_LOCALE" remembers your language for 365 days.',
  ),
  section(
    '4. Your rights',
    'You have the right of access, rectification, erasure, restriction, data portability and objection, and you may withdraw consent at any time. You may lodge a complaint with a supervisory authority, in Bavaria the BayLDA, Promenade 18, 91522 Ansbach.',
  ),
].join('');

const imprintDe = [
  section('Angaben gemäß § 5 DDG', `${company.name}<br>${company.street}<br>${company.city}`),
  section('Vertreten durch', 'Geschäftsführer: Florian Obermaier, Katharina Rieder'),
  `<h2 id="kontakt">Kontakt</h2>${p(`Telefon: ${company.phone} (Mo–Fr 9–18 Uhr, Sa 9–12 Uhr)<br>E-Mail: ${company.email}`)}`,
  section('Registereintrag', 'Eingetragen im Handelsregister des Amtsgerichts München, Registernummer HRB 123456'),
  section('Umsatzsteuer-ID', 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE 123 456 789'),
  section(
    'Insolvenzabsicherung',
    'Die Kundengelder für Pauschalreisen sind gemäß § 651r BGB abgesichert. Den Sicherungsschein erhalten Sie mit der Buchungsbestätigung.',
  ),
  section(
    'Verbraucherstreitbeilegung',
    'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  ),
  section('Bildnachweis', 'Illustrationen der Reiseziele: Alpen-Express Reisen.'),
].join('');

const imprintEn = [
  section('Information according to § 5 DDG', `${company.name}<br>${company.street}<br>${company.city}, Germany`),
  section('Represented by', 'Managing directors: Florian Obermaier, Katharina Rieder'),
  `<h2 id="kontakt">Contact</h2>${p(`Phone: ${company.phone} (Mon–Fri 9am–6pm, Sat 9am–12pm)<br>E-mail: ${company.email}`)}`,
  section('Register entry', 'Commercial register of the Munich local court, HRB 123456. VAT ID: DE 123 456 789.'),
].join('');

const faqItem = (q: string, a: string) => `<h3>${q}</h3><p>${a}</p>`;

const faqDe = [
  p(
    'Hier finden Sie Antworten auf die häufigsten Fragen rund um unsere Skitagesfahrten, Mehrtagesreisen und Tickets. Ihre Frage ist nicht dabei? Rufen Sie uns an oder schreiben Sie uns eine E-Mail.',
  ),
  '<h2>Buchung und Bezahlung</h2>',
  faqItem(
    'Wie buche ich eine Fahrt?',
    'Wählen Sie die gewünschte Fahrt aus, geben Sie die Anzahl der Reisenden, den Zustiegsort und die Daten der Reisenden ein und prüfen Sie auf der zweiten Seite die Zusammenfassung. Mit „Jetzt zahlungspflichtig buchen“ ist die Buchung abgeschlossen; die Bestätigung kommt sofort per E-Mail.',
  ),
  faqItem(
    'Welche Zahlungsarten gibt es?',
    'Sie können per Kreditkarte, Lastschrift oder Sofortüberweisung bezahlen. Die Zahlung auf Rechnung ist möglich, wenn die Reise mehr als 14 Tage nach der Buchung beginnt.',
  ),
  faqItem(
    'Kann ich meinen Sitzplatz auswählen?',
    'Ja. Im Buchungsformular sehen Sie den Sitzplan beider Busse (Hin- und Rückfahrt) und können freie Plätze auswählen. Wenn Sie keinen Platz wählen, schlagen wir Ihnen Plätze nach Ihren Wünschen (vorne/Mitte/hinten, links/rechts, Fenster/Gang) vor.',
  ),
  '<h2>Am Reisetag</h2>',
  faqItem(
    'Brauche ich ein ausgedrucktes Ticket?',
    'Nein. Ihr Ticket ist mobil – zeigen Sie die Buchungsbestätigung auf dem Smartphone vor. Der Check-in erfolgt direkt im Bus.',
  ),
  faqItem(
    'Wann und wo fährt der Bus ab?',
    'Tagesfahrten starten um 06:45 Uhr in München am Hauptbahnhof (Arnulfstraße). Weitere Zustiege: Holzkirchen, Bahnhof um 07:30 Uhr und Miesbach, Parkplatz Stadtplatz um 07:45 Uhr. Die Rückfahrt beginnt um 16:30 Uhr, Ankunft in München gegen 18:30 Uhr.',
  ),
  faqItem(
    'Wie bekomme ich meinen Skipass?',
    'Wenn Sie den Skipass mitgebucht haben, erhalten Sie ihn von der Reiseleitung im Bus. Für die Keycard wird ein Pfand von 2,00 EUR erhoben, das Sie bei Rückgabe an den Kassen oder im Bus zurückerhalten.',
  ),
  faqItem(
    'Was passiert bei schlechtem Wetter oder Schneemangel?',
    'Die Reiseleitung prüft die Bedingungen am Vortag. Ist ein Skigebiet nicht befahrbar, weichen wir auf ein schneesicheres Gebiet aus oder sagen die Fahrt ab – dann erhalten Sie den vollen Reisepreis zurück.',
  ),
  faqItem(
    'Darf ich Ski und Snowboard mitnehmen?',
    'Selbstverständlich. Ski, Snowboards und Stöcke werden im Gepäckraum verladen. Bitte nutzen Sie einen Skisack; Skischuhe nehmen Sie in einer Tasche mit in den Bus.',
  ),
  '<h2>Storno und Umbuchung</h2>',
  faqItem(
    'Kann ich eine Buchung stornieren?',
    'Ja, die Stornobedingungen finden Sie in unseren Reisebedingungen. Bis 15 Tage vor einer Tagesfahrt berechnen wir nur 10 % des Reisepreises. Eine Ersatzperson können Sie bis zur Abfahrt benennen.',
  ),
  faqItem(
    'Lohnt sich eine Reiserücktrittsversicherung?',
    'Für Mehrtagesreisen empfehlen wir sie ausdrücklich. Sie können die Versicherung bei der Buchung auf der Übersichtsseite auswählen.',
  ),
].join('');

const faqEn = [
  p('Answers to the most common questions about our ski day trips, multi-day trips and tickets.'),
  faqItem(
    'How do I book?',
    'Choose a trip, enter the number of travellers, the boarding point and traveller details, check the summary and confirm with "Book now with obligation to pay". The confirmation arrives by e-mail right away.',
  ),
  faqItem(
    'Which payment methods are available?',
    'Credit card, direct debit and instant transfer. Invoice is possible if the trip starts more than 14 days after booking.',
  ),
  faqItem('Do I need a printed ticket?', 'No. Your ticket is mobile; check-in takes place on the coach.'),
  faqItem(
    'When does the coach leave?',
    'Day trips leave Munich Central Station (Arnulfstraße) at 06:45, Holzkirchen station at 07:30 and Miesbach at 07:45. Return at 16:30, arrival in Munich around 18:30.',
  ),
  faqItem(
    'How do I get my ski pass?',
    'If you booked it, the tour guide hands it out on the coach. The keycard deposit is 2.00 EUR.',
  ),
].join('');

const faqHr = [
  p('Odgovori na najčešća pitanja o našim jednodnevnim skijaškim izletima, višednevnim putovanjima i ulaznicama.'),
  faqItem('Trebam li ispisanu kartu?', 'Ne. Vaša je karta mobilna, prijava se obavlja u autobusu.'),
  faqItem(
    'Kada polazi autobus?',
    'Jednodnevni izleti polaze u 06:45 s glavnog kolodvora u Münchenu (Arnulfstraße), u 07:30 iz Holzkirchena i u 07:45 iz Miesbacha. Povratak u 16:30, dolazak u München oko 18:30.',
  ),
  faqItem('Koliko iznosi polog za keycard?', 'Polog za keycard iznosi 2,00 EUR.'),
].join('');

const comparisonDe = [
  p(
    'Mit dem Skibus in die Berge – aber mit welchem? Wir haben unsere Skitagesfahrten mit einem typischen Skibus-Angebot aus dem Münchner Raum verglichen. Die Preise sind Beispielwerte für einen Skitag nach Kitzbühel in der Hauptsaison.',
  ),
  '<table><thead><tr><th></th><th>Alpen-Express Reisen</th><th>Typischer Skibus</th></tr></thead><tbody>' +
    '<tr><td>Fahrpreis</td><td>65,00 EUR</td><td>59,00 EUR</td></tr>' +
    '<tr><td>Skipass im Bus</td><td>Ja, vorab buchbar</td><td>Nein, Anstehen an der Kasse</td></tr>' +
    '<tr><td>Sitzplatzwahl</td><td>Ja, online</td><td>Nein</td></tr>' +
    '<tr><td>Zustiege</td><td>München, Holzkirchen, Miesbach, Rosenheim</td><td>nur München</td></tr>' +
    '<tr><td>Reiseleitung</td><td>Immer an Bord</td><td>Nur Fahrer</td></tr>' +
    '<tr><td>Mobiles Ticket</td><td>Ja</td><td>Papierticket</td></tr>' +
    '<tr><td>Storno bis 15 Tage vorher</td><td>10 %</td><td>nicht möglich</td></tr>' +
    '</tbody></table>',
  p(
    'Der Preisunterschied von wenigen Euro relativiert sich schnell: Wer den Skipass im Bus erhält, steht um 09:15 Uhr an der Gondel statt an der Kasse. Und bei Schneemangel weichen wir auf ein schneesicheres Gebiet aus.',
  ),
].join('');

const comparisonEn = [
  p(
    'Going skiing by bus – but with whom? We compared our ski day trips with a typical ski bus offer from the Munich area (example: a day in Kitzbühel in high season).',
  ),
  '<table><thead><tr><th></th><th>Alpen-Express Reisen</th><th>Typical ski bus</th></tr></thead><tbody>' +
    '<tr><td>Fare</td><td>65.00 EUR</td><td>59.00 EUR</td></tr>' +
    '<tr><td>Ski pass on the coach</td><td>Yes</td><td>No</td></tr>' +
    '<tr><td>Seat selection</td><td>Yes, online</td><td>No</td></tr>' +
    '<tr><td>Tour guide</td><td>Always on board</td><td>Driver only</td></tr>' +
    '</tbody></table>',
].join('');

// The documents the consents on page 2 link to (spec §5 "Consent checkboxes", issue 11): annexes A
// and B, the product information and the insurance terms of the demo operator.
const annexADe = [
  p(
    'Bei der Ihnen angebotenen Kombination von Reiseleistungen handelt es sich um eine Pauschalreise im Sinne der Richtlinie (EU) 2015/2302. Daher können Sie alle EU-Rechte in Anspruch nehmen, die für Pauschalreisen gelten.',
    `Die ${company.name} trägt die volle Verantwortung für die ordnungsgemäße Durchführung der gesamten Pauschalreise. Zudem verfügt die ${company.name} über die gesetzlich vorgeschriebene Absicherung für die Rückzahlung Ihrer Zahlungen und, falls der Transport in der Pauschalreise inbegriffen ist, zur Sicherstellung Ihrer Rückbeförderung im Fall ihrer Insolvenz.`,
  ),
  section(
    'Wichtigste Rechte nach der Richtlinie (EU) 2015/2302',
    'Die Reisenden erhalten alle wesentlichen Informationen über die Pauschalreise vor Abschluss des Pauschalreisevertrags. Es haftet immer mindestens ein Unternehmer für die ordnungsgemäße Erbringung aller im Vertrag inbegriffenen Reiseleistungen.',
    'Die Reisenden erhalten eine Notruftelefonnummer oder Angaben zu einer Kontaktstelle, über die sie sich mit dem Reiseveranstalter in Verbindung setzen können.',
    'Die Reisenden können die Pauschalreise – innerhalb einer angemessenen Frist und unter Umständen unter zusätzlichen Kosten – auf eine andere Person übertragen.',
  ),
  section(
    'Absicherung',
    `Die ${company.name} hat eine Insolvenzabsicherung abgeschlossen. Die Reisenden können den Insolvenzabsicherer kontaktieren, wenn ihnen Leistungen aufgrund der Insolvenz des Veranstalters verweigert werden.`,
  ),
].join('');

const annexAEn = [
  p(
    'The combination of travel services offered to you is a package within the meaning of Directive (EU) 2015/2302. Therefore, you will benefit from all EU rights applying to packages.',
    `${company.name} will be fully responsible for the proper performance of the package as a whole. Additionally, as required by law, ${company.name} has protection in place to refund your payments and, where transport is included in the package, to ensure your repatriation in the event that it becomes insolvent.`,
  ),
  section(
    'Key rights under Directive (EU) 2015/2302',
    'Travellers will receive all essential information about the package before concluding the package travel contract. There is always at least one trader who is liable for the proper performance of all the travel services included in the contract.',
    'Travellers are given an emergency telephone number or details of a contact point where they can get in touch with the organiser.',
  ),
].join('');

const annexBDe = [
  p(
    'Die folgenden Rechte gelten für alle Pauschalreisen der Alpen-Express Reisen (Formblatt nach Art. 250 § 2 EGBGB, Anlage 11).',
  ),
  list([
    'Die Reisenden können die Pauschalreise innerhalb einer angemessenen Frist vor Reisebeginn auf eine andere Person übertragen.',
    'Der Preis der Pauschalreise darf nur erhöht werden, wenn sich bestimmte Kosten (zum Beispiel Treibstoffpreise) erhöhen und dies im Vertrag ausdrücklich vorgesehen ist, und in jedem Fall bis spätestens 20 Tage vor Beginn der Pauschalreise. Übersteigt die Preiserhöhung 8 % des Pauschalreisepreises, so kann der Reisende vom Vertrag zurücktreten.',
    'Die Reisenden können ohne Zahlung einer Rücktrittsgebühr vom Vertrag zurücktreten und erhalten eine volle Erstattung aller Zahlungen, wenn einer der wesentlichen Bestandteile der Pauschalreise mit Ausnahme des Preises erheblich geändert wird.',
    'Die Reisenden können bei Eintritt außergewöhnlicher Umstände vor Beginn der Pauschalreise ohne Zahlung einer Rücktrittsgebühr vom Vertrag zurücktreten, beispielsweise wenn am Bestimmungsort schwerwiegende Sicherheitsprobleme bestehen.',
    'Zudem können die Reisenden jederzeit vor Beginn der Pauschalreise gegen Zahlung einer angemessenen und vertretbaren Rücktrittsgebühr vom Vertrag zurücktreten.',
    'Der Veranstalter ist verpflichtet, Beistand zu leisten, wenn sich der Reisende in Schwierigkeiten befindet.',
  ]),
].join('');

const annexBEn = [
  p('The following rights apply to every package of Alpen-Express Reisen (standard information form).'),
  list([
    'Travellers may transfer the package to another person, on reasonable notice and possibly subject to additional costs.',
    'The price of the package may only be increased if specific costs (for instance fuel prices) rise, and if expressly provided for in the contract, and in any event not later than 20 days before the start of the package. If the price increase exceeds 8 % of the price of the package, the traveller may terminate the contract.',
    'Travellers may terminate the contract without paying any termination fee and get a full refund of any payments if any of the essential elements of the package, other than the price, are changed significantly.',
    'Travellers may terminate the contract at any time before the start of the package in return for an appropriate and justifiable termination fee.',
  ]),
].join('');

const productInfoDe = [
  p(
    'Diese Produktinformationen fassen zusammen, was zu jeder Mehrtagesreise der Alpen-Express Reisen gehört. Die Leistungen der einzelnen Reise, ihr Programm und ihre Unterkunft stehen auf der Seite der Reise und in Ihrer Buchungsbestätigung.',
  ),
  section(
    'Leistungen',
    'Fahrt im modernen Reisebus mit Klimaanlage, WC und Bordküche, Reiseleitung während der ganzen Reise, Übernachtungen und Verpflegung wie bei der Reise beschrieben. Zimmer werden nach Verfügbarkeit zugeteilt; Einzelzimmer kosten einen Aufpreis.',
  ),
  section(
    'Zahlung',
    'Mit der Buchung ist eine Anzahlung fällig, der Restbetrag spätestens 30 Tage vor Reisebeginn. Rechnungszahlung ist nur bei Buchungen mehr als 14 Tage vor Reisebeginn möglich.',
  ),
  section(
    'Versicherung',
    'Eine Reiserücktrittsversicherung ist nicht im Reisepreis enthalten. Sie können sie bei der Buchung abschließen; es gelten die Versicherungsbedingungen.',
  ),
].join('');

const productInfoEn = [
  p(
    'This product information sums up what comes with every multi-day trip of Alpen-Express Reisen. The services, programme and accommodation of each trip are on its page and in your booking confirmation.',
  ),
  section(
    'Payment',
    'A deposit is due on booking, the balance at the latest 30 days before departure. Payment by invoice is possible only for bookings more than 14 days before departure.',
  ),
  section(
    'Insurance',
    'Travel cancellation insurance is not included in the trip price. You can take it out when booking; the insurance terms apply.',
  ),
].join('');

const insuranceTermsDe = [
  p(
    'Die Reiseversicherungen, die Sie bei Alpen-Express Reisen abschließen können, vermittelt die Alpen-Express Reisen für einen Versicherer. Maßgeblich sind die folgenden Bedingungen in Kurzform und die Versicherungsbestätigung, die Sie mit Ihrer Buchung erhalten.',
  ),
  section(
    'Reiserücktrittsversicherung',
    'Versichert sind die vertraglich geschuldeten Rücktrittskosten, wenn Sie oder eine mitreisende Risikoperson die Reise wegen eines versicherten Ereignisses nicht antreten können, etwa wegen unerwarteter schwerer Erkrankung, Unfall oder Tod. Der Selbstbehalt beträgt 20 % des erstattungsfähigen Schadens.',
  ),
  section(
    'Rundum-Sorglos-Paket',
    'Zusätzlich zum Reiserücktritt sind der Reiseabbruch (nicht genutzte Reiseleistungen und Mehrkosten der Rückreise) und die Reisekrankenversicherung im Ausland versichert, ohne Selbstbehalt.',
  ),
  section(
    'Preisbänder',
    'Der Preis einer Versicherung richtet sich nach dem Reisepreis: je nach Angebot nach dem Preis der ganzen Buchung oder nach dem Reisepreis pro Person. Der Beitrag wird pro versicherter Person berechnet.',
  ),
].join('');

const insuranceTermsEn = [
  p(
    'The travel insurance you can take out with Alpen-Express Reisen is arranged for an insurer. The following terms in brief and the insurance confirmation you receive with your booking apply.',
  ),
  section(
    'Travel cancellation insurance',
    'Covers the contractual cancellation costs if you or a travelling companion at risk cannot start the trip because of an insured event such as unexpected serious illness, accident or death. The excess is 20 % of the reimbursable loss.',
  ),
  section(
    'Price bands',
    'The premium depends on the trip price: depending on the offer, the price of the whole booking or the trip price per person. It is charged per insured person.',
  ),
].join('');

export const articleRows: ArticleSeed[] = [
  {
    id: 1,
    slug: '1-impressum',
    title: { de: 'Impressum', en: 'Legal notice', hr: 'Impresum' },
    body: { de: imprintDe, en: imprintEn },
  },
  {
    id: 3,
    slug: '3-datenschutz',
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy', hr: 'Izjava o zaštiti podataka' },
    body: { de: privacyDe, en: privacyEn },
  },
  {
    id: 4,
    slug: '4-agbs',
    title: { de: 'Reisebedingungen', en: 'Travel terms and conditions', hr: 'Uvjeti putovanja' },
    body: { de: agbDe, en: agbEn },
  },
  {
    id: 10,
    slug: 'faq',
    title: { de: 'Häufige Fragen', en: 'Frequently asked questions', hr: 'Česta pitanja' },
    body: { de: faqDe, en: faqEn, hr: faqHr },
  },
  {
    id: 11,
    slug: 'vergleich',
    title: { de: 'Skibus-Vergleich', en: 'Ski bus comparison', hr: 'Usporedba skijaških autobusa' },
    body: { de: comparisonDe, en: comparisonEn },
  },
  {
    id: 12,
    slug: 'charivari',
    title: { de: 'Charivari – Gewinnspiel mit Radio Charivari', en: 'Charivari – competition with Radio Charivari' },
    body: {
      de: p(
        'Gemeinsam mit unserem Medienpartner verlosen wir jeden Monat zwei Plätze für eine Skitagesfahrt nach Wahl inklusive Tagesskipass.',
        'So machen Sie mit: Hören Sie am Freitagmorgen die Skisendung, notieren Sie das Lösungswort und senden Sie es mit Ihrem Namen an gewinnspiel@alpenexpress.example. Teilnahmeschluss ist jeweils der letzte Sonntag des Monats. Die Gewinner werden per E-Mail benachrichtigt.',
        'Teilnahme ab 18 Jahren. Mitarbeiter von Alpen-Express Reisen sind ausgeschlossen. Eine Barauszahlung des Gewinns ist nicht möglich.',
      ),
      en: p(
        'Together with our media partner we give away two seats on a ski day trip of your choice, including the day pass, every month. Listen to the Friday morning ski show and send the password to gewinnspiel@alpenexpress.example.',
      ),
    },
  },
  {
    id: 13,
    slug: 'kleinbus',
    title: { de: 'Kleinbus mieten', en: 'Rent a minibus', hr: 'Najam minibusa' },
    body: {
      de:
        p(
          'Für Vereinsausflüge, Firmenfeiern oder den Skitag mit Freunden vermieten wir Kleinbusse mit 8 und 16 Sitzplätzen – auf Wunsch mit Fahrer.',
        ) +
        list([
          '8-Sitzer (Mercedes-Benz Vito): ab 129,00 EUR pro Tag inkl. 300 km',
          '16-Sitzer (Mercedes-Benz Sprinter) mit Fahrer: ab 690,00 EUR pro Tag',
          'Dachbox oder Skiträger: 15,00 EUR pro Tag',
          'Winterreifen, Schneeketten und Vignette Österreich inklusive',
        ]) +
        p(
          'Fahrer des 8-Sitzers benötigen einen Führerschein der Klasse B seit mindestens drei Jahren. Anfragen richten Sie bitte an kleinbus@alpenexpress.example oder telefonisch an +49 89 1234 5670.',
        ),
      en: p(
        'We rent minibuses with 8 and 16 seats for club outings, company events or ski days with friends – with a driver on request. 8-seater from 129.00 EUR per day including 300 km; 16-seater with driver from 690.00 EUR per day.',
      ),
    },
  },
  {
    id: 14,
    slug: 'lift',
    title: { de: 'Lifte und Öffnungszeiten', en: 'Lifts and opening hours' },
    body: {
      de:
        p(
          'Die Bergbahnen unserer Skigebiete sind in der Hauptsaison in der Regel von 08:30 bis 16:00 Uhr geöffnet, ab Februar bis 16:30 Uhr. Gletscherbahnen schließen teilweise früher.',
        ) +
        list([
          'Kitzsteinhorn Kaprun: 08:15–16:30 Uhr',
          'Mayrhofen (Penkenbahn): 08:30–16:30 Uhr',
          'Stubaier Gletscher: 08:30–16:30 Uhr',
          'Kitzbühel (Hahnenkammbahn): 08:30–16:00 Uhr',
          'Garmisch-Classic: 08:30–16:30 Uhr',
          'Sölden (Gaislachkoglbahn): 08:30–16:30 Uhr',
        ]) +
        p('Aktuelle Informationen zu geöffneten Liften gibt die Reiseleitung am Morgen im Bus bekannt.'),
      en: p(
        'In high season the lifts in our resorts usually run from 08:30 to 16:00, from February until 16:30. Glacier lifts may close earlier. Your tour guide announces the current status on the coach.',
      ),
    },
  },
  {
    id: 15,
    slug: 'pisten',
    title: { de: 'Pistenpläne', en: 'Piste maps' },
    body: {
      de: p(
        'Die Pistenpläne unserer Skigebiete erhalten Sie im Bus von der Reiseleitung. Online finden Sie sie auf den Seiten der Bergbahnen. Unsere Empfehlungen für den perfekten Skitag stehen in der Beschreibung jeder Fahrt.',
        'Farben der Pisten: <strong>blau</strong> – leicht, <strong>rot</strong> – mittelschwer, <strong>schwarz</strong> – schwer. Skirouten (orange oder gestrichelt) sind markiert, aber nicht präpariert und nicht kontrolliert.',
      ),
      en: p(
        'Your tour guide hands out piste maps on the coach. Blue runs are easy, red intermediate, black difficult; ski routes are marked but neither groomed nor patrolled.',
      ),
    },
  },
  {
    id: 16,
    slug: 'pistenspass',
    title: { de: 'Pistenspaß – Regeln für sicheres Skifahren', en: 'Fun on the slopes – rules for safe skiing' },
    body: {
      de:
        p('Damit der Skitag für alle ein Vergnügen bleibt, gelten auf allen Pisten die zehn FIS-Verhaltensregeln:') +
        '<ol><li>Rücksicht auf die anderen Skifahrer und Snowboarder</li><li>Beherrschung der Geschwindigkeit und der Fahrweise</li><li>Wahl der Fahrspur</li><li>Überholen nur mit ausreichendem Abstand</li><li>Einfahren und Anfahren nur mit Blick nach oben</li><li>Anhalten nur am Pistenrand oder an übersichtlichen Stellen</li><li>Aufstieg und Abstieg nur am Pistenrand</li><li>Beachten der Markierungen und Signale</li><li>Hilfeleistung bei Unfällen</li><li>Ausweispflicht für alle Beteiligten eines Unfalls</li></ol>' +
        p(
          'Wir empfehlen allen Gästen einen Skihelm. Die Notrufnummer der Bergrettung in Österreich ist 140, in Deutschland und Italien 112.',
        ),
      en: p(
        'The ten FIS rules apply on every piste: respect others, control your speed, choose your route, overtake with distance, look uphill before starting, stop only at the edge, climb at the edge, observe signs, help in accidents, exchange details. Mountain rescue: 140 in Austria, 112 in Germany and Italy.',
      ),
    },
  },
  {
    id: 17,
    slug: 'map',
    title: { de: 'Zustiege und Anfahrt', en: 'Boarding points and directions' },
    body: {
      de: p(
        'Unsere Busse starten in München am Hauptbahnhof, Arnulfstraße (Busparkplatz gegenüber dem Starnberger Flügelbahnhof). Weitere Zustiege gibt es am Bahnhof Holzkirchen, am Parkplatz Stadtplatz in Miesbach und – für Fahrten über die Inntalautobahn – am Busbahnhof Rosenheim (Aufpreis 5,00 EUR).',
        'Parken: In Holzkirchen und Miesbach stehen kostenlose Parkplätze in unmittelbarer Nähe zur Verfügung. In München empfehlen wir die Anreise mit S- oder U-Bahn.',
      ),
      en: p(
        'Our coaches leave Munich Central Station (Arnulfstraße). Further boarding points: Holzkirchen station, Miesbach (car park Stadtplatz) and – for trips via the Inn valley motorway – Rosenheim bus station (surcharge 5.00 EUR).',
      ),
    },
  },
  {
    id: 18,
    slug: 'webcam',
    title: { de: 'Webcams und Wetter', en: 'Webcams and weather' },
    body: {
      de: p(
        'Wie ist das Wetter am Berg? Unsere Webcam zeigt live die Bedingungen im Skigebiet der nächsten Fahrt. Die Schneehöhen und Lawinenwarnstufen veröffentlichen die Lawinenwarndienste Tirol, Salzburg und Bayern täglich bis 08:00 Uhr.',
      ),
      en: p(
        'What is the weather like up there? Our webcam shows live conditions in the resort of the next trip. Snow depths and avalanche levels are published daily by the avalanche services of Tyrol, Salzburg and Bavaria.',
      ),
    },
  },
  {
    id: 19,
    slug: 'fahrer',
    title: { de: 'Unsere Fahrer und Partner', en: 'Our drivers and partners' },
    body: {
      de: p(
        'Hinter jedem Skitag stehen erfahrene Menschen: Unsere Busfahrerinnen und Busfahrer kennen die Strecken in die Alpen seit vielen Wintern, sind in Schneekettenmontage und Fahrsicherheit geschult und sorgen dafür, dass Sie entspannt ankommen.',
        'Wir arbeiten mit familiengeführten Busunternehmen aus dem Oberland zusammen. Alle Busse sind höchstens sechs Jahre alt, erfüllen die Abgasnorm Euro 6 und haben Klimaanlage, WC und Skiraum.',
        'Sie möchten als Fahrerin oder Fahrer bei uns mitfahren? Wir freuen uns über Ihre Bewerbung an jobs@alpenexpress.example.',
      ),
      en: p(
        'Behind every ski day are experienced people: our drivers have known the routes into the Alps for many winters. We work with family-run coach companies from the Bavarian Oberland; all coaches are at most six years old and meet Euro 6.',
      ),
    },
  },
  {
    id: 20,
    slug: 'ticketinfo',
    title: { de: 'Hinweise zu Ihren Tickets', en: 'About your tickets' },
    body: {
      de: p(
        'Bitte informieren Sie sich vor dem Spieltag auf der Homepage des Vereins über Änderungen der Anstoßzeiten, die Stadionordnung und die aktuell geltenden Hygieneregeln. Ansetzungen der Bundesliga werden von der DFL in der Regel vier bis sechs Wochen vorher zeitgenau festgelegt.',
        'Die Karten sind personalisiert. Eine Weitergabe ist nur nach Namensänderung über die Kontaktperson möglich. Bitte halten Sie am Stadioneingang einen amtlichen Lichtbildausweis bereit.',
        'Hygieneregeln: Bitte beachten Sie die Hinweise des Stadionbetreibers, waschen oder desinfizieren Sie regelmäßig die Hände und bleiben Sie bei Krankheitssymptomen zu Hause. Im Bus stehen Desinfektionsspender bereit.',
      ),
      en: p(
        'Please check the club homepage before the match for changes to kick-off times, stadium regulations and current hygiene rules. Tickets are personalised; bring photo ID to the stadium entrance.',
      ),
    },
  },
  {
    id: 21,
    slug: '21-anhang-a',
    title: {
      de: 'Anhang A: Formblatt zur Unterrichtung des Reisenden bei einer Pauschalreise',
      en: 'Annex A: Standard information form for package travel',
      hr: 'Prilog A: Standardni obrazac s informacijama o paket-aranžmanu',
    },
    body: { de: annexADe, en: annexAEn },
  },
  {
    id: 22,
    slug: '22-anhang-b',
    title: {
      de: 'Anhang B: Ihre wichtigsten Rechte bei einer Pauschalreise',
      en: 'Annex B: Your key rights for package travel',
      hr: 'Prilog B: Vaša najvažnija prava kod paket-aranžmana',
    },
    body: { de: annexBDe, en: annexBEn },
  },
  {
    id: 23,
    slug: '23-produktinformationen',
    title: { de: 'Produktinformationen', en: 'Product information', hr: 'Informacije o proizvodu' },
    body: { de: productInfoDe, en: productInfoEn },
  },
  {
    id: 24,
    slug: '24-versicherungsbedingungen',
    title: { de: 'Versicherungsbedingungen', en: 'Insurance terms', hr: 'Uvjeti osiguranja' },
    body: { de: insuranceTermsDe, en: insuranceTermsEn },
  },
];
