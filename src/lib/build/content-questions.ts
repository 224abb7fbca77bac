/**
 * The content report's questions to the clinic, drawn from the content itself: what is still a
 * sample, what the law asks of a kind of care the catalogue holds (and only then), who performs
 * it, and what a visitor would miss (a photo, a price, the hours, how long a card is valid). A
 * clinic without laser is asked nothing about laser; a question goes away once the content
 * answers it. Plain Swedish for the clinic, never shown on the site. Plain Node: imports carry
 * their extensions.
 */
import { basename } from 'node:path';
import { listSwedish } from '../../i18n/words.ts';
import {
  categoriesOf,
  isPhysicianOnly,
  kindsOf,
  treatmentsOf,
  type RuleTreatment,
} from './content-rules/catalogue.ts';
import { pageKeyOf, type ContentEntry, type RuleContent } from './content-rules/content.ts';

const named = (t: RuleTreatment) => `${t.title} (${t.path})`;

/** At most `limit` names, and how many more: a report line stays readable for a large catalogue. */
function someOf(names: readonly string[], limit = 8): string {
  if (names.length <= limit) return listSwedish([...names]);
  return `${names.slice(0, limit).join(', ')} och ${names.length - limit} till`;
}

const entryIn = (content: RuleContent, collection: ContentEntry['collection']) =>
  content.entries.find((entry) => entry.collection === collection && entry.lang === 'sv');

/** Every field path under `data` where `sample: true` is set ("" for the entry itself). */
function sampleFields(data: unknown, path = ''): string[] {
  if (Array.isArray(data))
    return data.flatMap((item, index) => sampleFields(item, `${path}${path ? '.' : ''}${index}`));
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  return [
    ...(record['sample'] === true ? [path] : []),
    ...Object.entries(record).flatMap(([key, value]) =>
      key === 'sample' ? [] : sampleFields(value, `${path}${path ? '.' : ''}${key}`),
    ),
  ];
}

/** The files still marked as samples, each once, with how many of its entries or fields are. */
function sampleQuestions(content: RuleContent): string[] {
  return content.entries
    .filter((entry) => entry.lang === 'sv')
    .flatMap((entry) => {
      const fields = sampleFields(entry.data);
      if (fields.length === 0) return [];
      const where =
        fields.length === 1
          ? fields[0]
            ? `fältet ${fields[0].replace(/^items\.(\d+)/, (_, index: string) => `post ${Number(index) + 1}`)}`
            : 'hela filen'
          : `${fields.length} ställen`;
      return [
        `Exempel: ${entry.file} är fortfarande markerad som exempel (sample: true, ${where}). Byt mot era egna uppgifter och ta bort markeringen; bygget för publicering stoppar så länge den finns kvar.`,
      ];
    });
}

interface Person {
  name?: string;
  title?: string;
  licence?: string;
  portrait?: unknown;
}

const staffOf = (content: RuleContent) =>
  ((entryIn(content, 'staff')?.data['items'] ?? []) as Person[]).filter((p) => p && typeof p === 'object');

const describes = (person: Person, pattern: RegExp) =>
  pattern.test(`${person.title ?? ''} ${person.licence ?? ''}`);

/** The questions the law's rules for injections and thread lifts raise, where the catalogue has them. */
function regulatedQuestions(content: RuleContent, regulated: readonly RuleTreatment[]): string[] {
  if (regulated.length === 0) return [];
  const clinic = entryIn(content, 'clinic')?.data ?? {};
  const provider = (clinic['careProvider'] ?? {}) as {
    medicallyResponsible?: { name?: string; title?: string };
    threadLiftsBy?: string;
    afterHoursPhone?: unknown;
  };
  const policies = (clinic['policies'] ?? {}) as {
    injectionConsultationHours?: number;
    paymentMethods?: string[];
    invoice?: string;
  };
  const staff = staffOf(content);
  const responsible = provider.medicallyResponsible?.name;
  const lines: string[] = [];
  if (responsible && !staff.some((person) => person.name === responsible)) {
    lines.push(
      `Medicinskt ansvarig: ${responsible} (careProvider i clinic.yaml) står inte i personallistan (staff.yaml). Lägg till personen med legitimation, så att den som bokar ser vem som ansvarar.`,
    );
  }
  const physicianOnly = new Set(
    categoriesOf(content)
      .filter((entry) => isPhysicianOnly(entry.data))
      .map((entry) => entry.id),
  );
  // Care only a physician may give, as its category declares it (careKind: physician), never by a title.
  const threads = regulated.filter((t) => physicianOnly.has(t.category));
  if (threads.length > 0 && !staff.some((person) => describes(person, /läkare/i))) {
    lines.push(
      `Läkare: ${someOf(threads.map(named))} finns i katalogen, men ingen i personallistan är legitimerad läkare. Estetiska kirurgiska ingrepp (lag 2021:363), och trådlyft som räknas dit, får bara läkare utföra${provider.threadLiftsBy ? `; sidorna säger att trådlyft görs av ${provider.threadLiftsBy}` : ''}. Vem utför dem?`,
    );
  }
  // Aesthetic surgery asks more than a licence: a specialist competence tied to the procedure,
  // which the law's box says the doctor has (decision 0027); only the clinic can confirm it.
  const doctors = staff.filter((person) => describes(person, /läkare/i));
  if (threads.length > 0 && doctors.length > 0) {
    const named = doctors.map((person) => `${person.name ?? '?'} (${person.licence ?? person.title ?? ''})`);
    const without = doctors.filter((person) => !describes(person, /specialist/i));
    lines.push(
      `Specialistkompetens: ${someOf(
        threads.map((t) => t.title),
        3,
      )} räknas som estetiska kirurgiska ingrepp, som bara får utföras av legitimerad läkare med specialistkompetens inom en specialitet som har koppling till ingreppet (lag 2021:363, prop. 2020/21:57; IVO bedömer det från fall till fall). Lagens ruta säger det på sidorna. Läkare i personallistan: ${someOf(named, 3)}. Bekräfta att den som lägger trådarna har en sådan specialistkompetens${without.length > 0 ? ', och skriv den i legitimationsfältet i staff.yaml (t.ex. "Legitimerad läkare, specialist i …")' : ''}.`,
    );
  }
  const hours = policies.injectionConsultationHours;
  lines.push(
    `Betänketid: sidorna säger att en första injektionsbehandling kräver en konsultation${hours ? ` minst ${hours} timmar` : ''} före, och att den som ångrar sig kan avboka utan avgift. Bekräfta att det går till så hos er.`,
    'Faktura och delbetalning: sidorna säger att de är kredit och inte erbjuds för behandlingar som omfattas av lag 2021:363 (Konsumentverket anser att kredit för skönhetsingrepp strider mot god marknadsföringssed), och att presentkort inte gäller för dem. Bekräfta att er betalpartner och bokningstjänst kan stänga av faktura, delbetalning och presentkort för dem. Den strängaste läsningen gäller alla behandlingar som görs för utseendets skull, också de som inte omfattas av lagen: kryssa i Ingen faktura eller delbetalning på de kategorierna i redigeraren, så säger Boka tid det.',
    ...(policies.paymentMethods ?? [])
      .filter((method) => /faktura|delbetal|avbetal|kredit|klarna/i.test(method))
      .map(
        (method) =>
          `Betalsätt: "${method}" under policies.paymentMethods i clinic.yaml låter som en kredit. Skriv fakturan under policies.invoice (och delbetalning under policies.instalments), så säger sidorna att den inte gäller behandlingar som omfattas av lagen.`,
      ),
    ...(provider.afterHoursPhone
      ? []
      : [
          'Besvär när ni har stängt: lagen kräver en kontaktperson vid komplikationer, och en filler i ett blodkärl behöver den som kan lösa upp den. Lagens ruta hänvisar nu till 1177 och, vid akuta besvär, till 112. Har ni en jourtelefon för dem som har fått en injektion eller ett trådlyft, skriv in den (careProvider.afterHoursPhone i clinic.yaml), så står den i rutan.',
        ]),
  );
  const notFor = regulated.filter((t) => t.details.some(({ label }) => label === 'Passar inte dig som'));
  if (notFor.length > 0) {
    lines.push(
      `Kontraindikationer: raden "Passar inte dig som" på ${notFor.length === 1 ? 'en injektions- eller trådsida' : `${notFor.length} injektions- och trådsidor`} säger vem behandlingen inte passar. Låt den medicinskt ansvariga${responsible ? ` (${responsible})` : ''} granska dem.`,
    );
  }
  return lines;
}

/**
 * The treatments given with a prescription medicine show no price and no booking of their own, and
 * keep their rows in the price lists: a reading of LVFS 2009:6, 3 § the clinic confirms (decision 0027).
 */
function medicineQuestions(treatments: readonly RuleTreatment[]): string[] {
  const medicines = treatments.filter((t) => t.entry.data['prescriptionMedicine'] === true);
  const informationOnly = treatments.filter((t) => t.entry.data['prescriptionOnly'] === true);
  return [
    ...(informationOnly.length === 0
      ? []
      : [
          `Efter läkarens bedömning: ${someOf(informationOnly.map(named))} är sidor med information om behandlingar som bara ges när en läkare har träffat och bedömt klienten, utan bokningsknapp för behandlingen. Den strängaste läsningen av läkemedelslagen är att en estetisk klinik inte alls ska beskriva sådan vård på sin webbplats. Bekräfta att ni vill ha sidorna, och att läkaren träffar varje klient (på kliniken eller i ett videosamtal) innan något ordineras; annars dölj dem.`,
        ]),
    ...(medicines.length === 0 ? [] : [medicinePrices(medicines)]),
  ];
}

/** The prescription medicines' prices: kept in the price lists, as a reading the clinic confirms. */
function medicinePrices(medicines: readonly RuleTreatment[]): string {
  return `Receptbelagda läkemedel: ${someOf(medicines.map(named))} ges med ett receptbelagt läkemedel. Läkemedelslagen (12 kap.) förbjuder reklam för sådana läkemedel till allmänheten, så deras sidor och kort visar inget pris och ingen bokningsknapp för behandlingen, bara konsultationen och en länk för frågor. Priserna står kvar i prislistorna, som vi läser som sakliga prislistor utan påståenden om läkemedlet (Läkemedelsverkets föreskrifter LVFS 2009:6, 3 §). Bekräfta den läsningen med er jurist eller med Läkemedelsverket.`;
}

/**
 * The booking rules' terms for a late cancellation or a missed visit: a fee must be fair to the
 * client, which only the clinic can weigh (lag 1994:1512 on contract terms with consumers). And the
 * right of withdrawal the booking page states for every clinic, which the booking service must carry out.
 */
function cancellationQuestions(content: RuleContent): string[] {
  const rules = content.entries.find(
    (entry) =>
      entry.collection === 'pages' &&
      pageKeyOf(basename(entry.file)) === 'bookingRules' &&
      entry.lang === 'sv',
  );
  if (!rules) return [];
  const withdrawal =
    'Ångerrätt: Boka tid säger att den som bokar på nätet, per telefon eller e-post kan ångra bokningen inom 14 dagar (distansavtalslagen), och att rätten upphör när behandlingen är utförd bara om kunden uttryckligen har bett att få den inom de 14 dagarna och bekräftat att rätten då upphör. Bekräfta att bokningstjänsten frågar efter det när tiden ligger inom 14 dagar från bokningen, och att ni betalar tillbaka inom 14 dagar från ett ångerbesked.';
  const late = (rules.data['cancellation'] as { late?: unknown } | undefined)?.late;
  if (typeof late !== 'string' || late.trim() === '') return [withdrawal];
  return [
    `Sen avbokning: bokningsreglerna säger "${late.trim()}" En avgift för sen avbokning eller ett uteblivet besök ska vara skälig och motsvara vad ni förlorar; hela behandlingens pris kan vara ett oskäligt avtalsvillkor (lagen om avtalsvillkor i konsumentförhållanden, Konsumentverket). Överväg en fast avgift, och säg att en konsultation alltid kan avbokas utan kostnad. Tas avgiften ut med faktura, tänk på att faktura räknas som kredit.`,
    withdrawal,
  ];
}

function laserQuestions(content: RuleContent, laser: readonly RuleTreatment[]): string[] {
  if (laser.length === 0) return [];
  if (staffOf(content).some((person) => describes(person, /laser|IPL/i))) return [];
  return [
    `Laser: ingen i personallistan står för laserbehandlingarna (${someOf(laser.map(named), 3)}). Vem utför dem, och vilken utbildning har de? Lägg till personen med roll och utbildning, så att den som bokar ser vem som behandlar.`,
  ];
}

/** What a visitor would miss on the pages: photos, prices, hours, how long a card is valid. */
function gapQuestions(content: RuleContent, treatments: readonly RuleTreatment[]): string[] {
  const lines: string[] = [];
  const withoutPhoto = treatments.filter((t) => t.entry.data['photo'] === undefined);
  if (withoutPhoto.length > 0) {
    lines.push(
      `Foton: ${withoutPhoto.length} av ${treatments.length} behandlingar har inget eget foto och visar en tecknad bild (${someOf(withoutPhoto.map(named))}). Lägg till ett foto under Bild i redigeraren där ni har ett.`,
    );
  }
  const staff = staffOf(content);
  const withoutPortrait = staff.filter((person) => person.portrait === undefined && person.name);
  if (withoutPortrait.length > 0) {
    lines.push(
      `Porträtt: ${someOf(withoutPortrait.map((person) => person.name!))} har inget porträtt på sidan Om oss. Lägg till ett, med personens samtycke, om ni vill.`,
    );
  }
  const withoutPrice = treatments.filter(
    (t) => t.entry.data['price'] === undefined && t.options.length === 0,
  );
  if (withoutPrice.length > 0) {
    lines.push(
      `Priser: ${someOf(withoutPrice.map(named))} visar inget pris utan "Pris efter konsultation". Prisinformationslagen (7 §) kräver priset, eller hur det räknas ut när det inte kan anges i förväg: skriv in priset, ett från-pris eller priset per ml eller spruta (under Pris, med en kommentar som "per ml").`,
    );
  }
  const courses = treatments.filter(
    (t) => t.entry.data['priceKind'] === 'course' || t.options.some((option) => option.kind === 'course'),
  );
  const undated = courses.filter(
    (t) => !t.entry.prose.some(({ text }) => /giltig|gäller i \d|gäller \d/i.test(text)),
  );
  if (undated.length > 0) {
    lines.push(
      `Kurer och klippkort: ${someOf(undated.map(named))} säljer flera behandlingar på en gång, men sidan säger inte hur länge kuren eller kortet gäller efter köpet. Skriv det på sidan.`,
    );
  }
  const clinic = entryIn(content, 'clinic')?.data ?? {};
  const regular = ((clinic['openingHours'] as { regular?: unknown[] } | undefined)?.regular ?? []) as Array<{
    from?: string;
    to?: string;
    opens?: string;
    note?: string;
  }>;
  for (const line of regular.filter((l) => !l.opens && l.note && !/stängt/i.test(l.note))) {
    const days = [line.from, line.to].filter(Boolean).join('–');
    lines.push(
      `Öppettider: ${days} står som "${line.note}", utan tider. Det hjälper inte den som vill komma då; skriv in tiderna (openingHours i clinic.yaml), eller var de står.`,
    );
  }
  return lines;
}

/**
 * What the privacy policy says of the processors, which only the clinic can confirm: EmailJS is
 * run from outside the EU/EEA, so on what ground the data go there is the clinic's to state
 * (contactForm.transferSafeguard), and the booking service is the clinic's processor
 * (bookingService.name).
 */
function privacyQuestions(content: RuleContent): string[] {
  const policy = content.entries.find(
    (entry) => entry.lang === 'sv' && entry.collection === 'pages' && entry.id === 'integritetspolicy',
  );
  if (!policy) return [];
  const clinic = entryIn(content, 'clinic')?.data ?? {};
  const controller = typeof clinic['legalName'] === 'string' ? clinic['legalName'] : 'bolaget';
  const form = clinic['contactForm'] as { transferSafeguard?: string } | undefined;
  const booking = clinic['bookingService'] as { name?: string } | undefined;
  return [
    ...(!/EmailJS/.test(policy.body)
      ? []
      : [
          form?.transferSafeguard
            ? `Integritetspolicyn: formuläret skickas via EmailJS, en tjänst som drivs från USA, och policyn säger att överföringen sker med stöd av ${form.transferSafeguard} (contactForm.transferSafeguard i clinic.yaml). Bekräfta att ${controller} har ett personuppgiftsbiträdesavtal med EmailJS som bygger på det.`
            : `Integritetspolicyn: formuläret skickas via EmailJS, en tjänst som drivs från USA. Har ${controller} ett personuppgiftsbiträdesavtal med EmailJS, och på vilken grund förs uppgifterna till USA (EU:s standardavtalsklausuler eller EU–US Data Privacy Framework)? Skriv det i contactForm.transferSafeguard i clinic.yaml.`,
        ]),
    booking?.name
      ? `Integritetspolicyn: den säger att ${booking.name} (bookingService i clinic.yaml) sköter tidsbokningen som ert personuppgiftsbiträde. Bekräfta att ni har ett biträdesavtal med bokningstjänsten, och var den lagrar uppgifterna.`
      : `Integritetspolicyn: vilken bokningstjänst använder ni? Ni är personuppgiftsansvariga för era kunders bokningar och bokningstjänsten är ert biträde; skriv dess namn i bookingService i clinic.yaml, så står det i policyn.`,
    ...(/webbhotell/i.test(policy.body)
      ? [
          'Integritetspolicyn: den nämner webbhotellet som ert personuppgiftsbiträde utan namn. Skriv i policyn vilket företag det är, om det behandlar besökarnas IP-adresser utanför EU/EES och på vilken grund, och hur länge dess loggar sparas (dataskyddsförordningen artikel 13).',
        ]
      : []),
    ...(/kundkort/i.test(policy.body)
      ? [
          'Integritetspolicyn: den säger att ni antecknar hälsouppgifter i ett kundkort inför behandlingar som inte är vård, med kundens uttryckliga samtycke i en hälsodeklaration, och hur länge ni sparar kortet. Stämmer det med hur ni gör, vem som läser korten och var de förvaras? Hälsouppgifter kräver samtycke (artikel 9.2 a) när patientdatalagen inte gäller.',
        ]
      : []),
  ];
}

/**
 * Reviews shown as a selection: the home page must say how they are chosen, since only the best
 * of them would mislead (marknadsföringslagen 10 §, Konsumentverket on reviews), and their
 * authors' names are personal data the privacy policy covers.
 */
function reviewQuestions(content: RuleContent): string[] {
  const reviews = (entryIn(content, 'testimonials')?.data['items'] ?? []) as unknown[];
  if (reviews.length === 0) return [];
  return [
    'Omdömen: texten om omdömena på startsidan (testimonialsPolicy) ska säga hur ni väljer vilka som visas, till exempel de senaste oavsett betyg, och att den som har skrivit har godkänt att omdömet publiceras med namn. Ett urval av bara de bästa ger en missvisande bild (marknadsföringslagen). Skriv hur ni gör, och beskriv i integritetspolicyn hur ni hanterar omdömena och namnen.',
  ];
}

/** Every question the content raises, in the order the clinic would answer them. */
export function questionsFromContent(content: RuleContent): string[] {
  const treatments = treatmentsOf(content);
  const kinds = kindsOf(content);
  const ofKind = (kind: string) => treatments.filter((t) => kinds.get(t.category) === kind);
  return [
    ...sampleQuestions(content),
    ...regulatedQuestions(content, ofKind('regulated')),
    ...medicineQuestions(treatments),
    ...laserQuestions(content, ofKind('laser')),
    ...cancellationQuestions(content),
    ...reviewQuestions(content),
    ...gapQuestions(content, treatments),
    ...privacyQuestions(content),
  ];
}
