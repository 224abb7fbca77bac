/**
 * The content report: every figure the old site gave two ways (the old site's page against its price
 * list) and how it was resolved, figures that exist only in the price list, the notes content
 * editors left for the clinic, and the treatments whose booking button still leads to the booking
 * service's general page. It never changes a figure; it lists them so the clinic can confirm.
 * Plain data in, Swedish lines out; used by scripts/content-report.ts after every build.
 */
import { listSwedish } from '../../i18n/words.ts';
import { formatDuration, formatPrice, priceBounds, type Duration, type Price } from '../domain/price.ts';

interface ReportOption {
  label: string;
  price: Price;
  duration?: Duration | undefined;
  formerPagePrice?: Price | undefined;
  priceListOnly?: boolean | undefined;
}

export interface ReportTreatment {
  path: string;
  title: string;
  price?: Price | undefined;
  duration?: Duration | undefined;
  category?: string | undefined;
  /** The overview page's id, for a treatment that has one. */
  group?: string | undefined;
  /** Left off the menus, price lists and guide (the editor's "Dölj"). */
  hidden?: boolean | undefined;
  /** "course" for a card of several visits (no single treatment time). */
  priceKind?: string | undefined;
  formerPagePrice?: Price | undefined;
  options?: readonly ReportOption[] | undefined;
  dataNotes?: readonly string[] | undefined;
  bookingHref?: string | undefined;
}

/** The line for a figure the price list settled; the report test and the clinic read it. */
const resolved = (name: string, price: Price, former: Price) =>
  `${name}: prislistans ${formatPrice(price)} gäller överallt (den gamla sidan visade ${formatPrice(former)}).`;

export function contentReport(treatments: readonly ReportTreatment[]): string[] {
  const lines: string[] = [];
  const sorted = [...treatments].sort((a, b) => a.path.localeCompare(b.path, 'sv'));
  for (const t of sorted) {
    const name = `${t.title} (${t.path})`;
    if (t.formerPagePrice !== undefined && t.price !== undefined) {
      lines.push(resolved(name, t.price, t.formerPagePrice));
    }
    for (const option of t.options ?? []) {
      if (option.formerPagePrice !== undefined) {
        lines.push(resolved(`${name}, ${option.label}`, option.price, option.formerPagePrice));
      }
      if (option.priceListOnly) {
        lines.push(`${name}: ${option.label} (${formatPrice(option.price)}) finns bara i prislistan.`);
      }
    }
    for (const note of t.dataNotes ?? []) lines.push(`${name}: ${note}`);
  }
  const onFallback = sorted.filter((t) => t.bookingHref === undefined).map((t) => t.path);
  if (onFallback.length > 0) {
    lines.push(
      `Bokningslänk: ${onFallback.length} av ${sorted.length} behandlingar leder till bokningstjänstens allmänna sida (clinic.bookingUrl) i stället för en egen tjänst (bookingHref i innehållsfilen): ${onFallback.join(', ')}.`,
    );
  }
  // A visitor plans the visit by its length; the original figures give none for these, and the
  // site does not guess one. A course card has no single visit.
  const withoutTime = sorted.filter((t) => !t.hidden && t.duration === undefined && t.priceKind !== 'course');
  if (withoutTime.length > 0) {
    lines.push(
      `Behandlingstid saknas, så sidan säger inte hur lång tid besöket tar: ${withoutTime.map((t) => t.path).join(', ')}. Fyll i Behandlingstid i redigeraren (duration i innehållsfilen).`,
    );
  }
  return lines;
}

/**
 * Questions on the law and on figures that the clinic must answer itself (issue 27): the site
 * says what it can stand behind, and these lines say what it had to assume. Plain Swedish for
 * the clinic; never shown on the site.
 */
export const clinicQuestions: readonly string[] = [
  'Trådlyft: räknas era trådlyft som estetiska kirurgiska ingrepp enligt lagen (2021:363)? Då får bara legitimerad läkare utföra dem. Sidorna säger nu att trådlyft görs av den som står under careProvider.threadLiftsBy i clinic.yaml (just nu "legitimerad läkare"), att du måste ha fyllt 18 år och att konsultationen bokas minst 48 timmar före ett första trådlyft. Bekräfta, och kontrollera att er registrering hos IVO omfattar trådlyften.',
  'Betänketid: sidorna lovar att den som ångrar sig efter konsultationen inför en första injektionsbehandling eller ett första trådlyft kan avboka utan avgift, även inom 48 timmar, genom att avboka med koden och mejla eller ringa samma dag. Bekräfta att det går till så.',
  'Delbetalning: sidorna säger att delbetalning inte erbjuds för injektionsbehandlingar och trådlyft (Konsumentverket anser att kredit för skönhetsingrepp strider mot god marknadsföringssed). Bekräfta att er betalpartner kan stänga av delbetalning för dem.',
  'Vitamindropp: sidan säger att en läkare ordinerar droppet efter en bedömning av hälsodeklarationen och konsultationen med sjuksköterskan. Bekräfta att det går till så, och vem som ordinerar.',
  'Kontraindikationer: raden "Passar inte dig som" på varje injektions- och trådsida är skriven av oss utifrån vanliga skäl att avstå. Låt medicinskt ansvarig läkare granska dem.',
  'Besvär när ni har stängt: lagens ruta hänvisar till 1177 Vårdguiden och, vid akuta besvär, till 112. Har ni en egen jourtelefon för era patienter, skriv in den.',
  'Behandlingstid: specen anger ingen tid för fillers, Profhilo, PRF under ögonen, skinboosters utom RRS Eyes, trådlyft och monotrådar. Sidorna säger "Besked vid konsultationen". Ange gärna ungefärliga tider.',
  'Profhilo: specen ger bara priset som tillägg till PRX-T33 (2 000 kr). Profhilosidan säger att priset för en egen behandling ges vid konsultationen och hänvisar till PRX-T33 för tillägget. Ange gärna ett eget pris.',
  'Fillers: specen anger 6–12 månader för läppar, men ni erbjuder inga läppfillers, så siffran visas inte. Bekräfta.',
  'Monotrådar: specens 1–2 år gäller trådlyft. På sidorna om monotrådar står ingen hållbarhet, eftersom den inte är belagd för släta trådar. Bekräfta eller ange en siffra ni kan belägga.',
  'Svettbehandling: hur länge effekten håller vid hyperhidros skiljer sig från rynkbehandling; sidan säger nu att det varierar och tas upp vid konsultationen. Ange gärna en siffra.',
  'Cellutrix RRS: specen anger 1–5 behandlingar vid lokala fettdepåer. Sidan visar siffran men säger att stödet för att injektioner minskar fett är svagt. Bekräfta att ni vill erbjuda det.',
  'PRP vid eksem och psoriasis: sidan säger att det vetenskapliga stödet är begränsat och att behandlingen bara är ett tillägg till läkarens behandling. Överväg om ni vill erbjuda den alls.',
  'Konsultation på plats: sidorna om injektionsbehandlingar och trådlyft säger nu att konsultationen före en första behandling är kostnadsfri och sker på kliniken, och att den kostnadsfria digitala konsultationen hjälper dig att välja men inte ersätter den. Bekräfta att det stämmer. Sidorna Boka tid och Kontakt säger nu detsamma: de digitala konsultationerna är kostnadsfria, och konsultationen före en första injektionsbehandling eller ett trådlyft är också kostnadsfri men sker på kliniken.',
  'Käke och axlar: injektionerna i tuggmuskeln och i trapeziusmuskeln visas inte längre under besväret Spänningar och stress, eftersom de ändrar musklernas form men inte behandlar spänningar, värk eller tandgnissling. De finns nu under Slapp hud och ansiktets kontur. Bekräfta att ni inte erbjuder dem mot spänningar eller tandgnissling.',
  'Läppar: sidan om lip flip säger nu att ni inte erbjuder fillers i läpparna. Lägger ni till en sådan behandling, ändra meningen på sidan om lip flip.',
  // The medical pages, third reading (issue 27).
  'Läkemedel inför en behandling: varje injektions- och trådsida säger nu samma sak: sluta inte själv med läkemedel som en läkare har ordinerat, utan berätta om dem vid konsultationen. Tidigare bad sidorna om fillers, skinboosters och trådar dig i stället rådgöra med din egen läkare. Bekräfta att det är så ni vill ha det, och att er läkare bedömer den som tar blodförtunnande läkemedel.',
  'Vitamindropp och lagens ruta: sidan om vitamindropp visar samma ruta som injektionssidorna (18 år, legitimation, registrering hos IVO för estetiska injektioner). Lagen (2021:363) gäller estetiska injektioner, och ett vitamindropp är ingen sådan. Ska 18-årsgränsen gälla droppet hos er? Annars tar vi bort rutan från den sidan.',
  'Long Lasting: sidan säger att 3 ml är en större mängd per besök än med andra skinboosters. Hur mycket ger ni av Ejal 40, Restylane och Sunekos vid en behandling? Stämmer det inte tar vi bort jämförelsen.',
  'Lip flip: sidan säger nu att överläppen kan kännas ovan, till exempel när du dricker med sugrör eller visslar, de första veckorna (tidigare stod det dagar på ett ställe och veckor på ett annat). Bekräfta hur länge det brukar vara.',
  'Laser: raden "Passar inte dig som" på varje laser- och IPL-sida säger nu gravid, solbränd, läkemedel som gör huden ljuskänslig och infektion, sår eller irritation i området, och efterråden säger att man ringer 1177 Vårdguiden när ni har stängt. Låt den som ansvarar för laserbehandlingarna granska skälen, och skriv in er egen jourtelefon om ni har en.',
  'Omdömen om injektioner: ett omdöme som berömmer en injektionsbehandling är reklam för ett receptbelagt läkemedel, och den får inte riktas till allmänheten (läkemedelslagen). Startsidan visar därför inga omdömen som handlar om injektionsbehandlingar, och inte heller om trådlyft, som sidorna behandlar med samma försiktighet. Rapporten ovan nämner varje omdöme som inte visas. Bekräfta att ni vill ha det så, och låt bli att publicera sådana omdömen i sociala medier också.',
  'Certifiering: startsidan kallade terapeuterna certifierade. Nu står det "utbildade terapeuter", eftersom vi inte vet vilka certifieringar er personal har. Har hudterapeuten och massören en certifiering, skriv in den under Legitimation eller certifiering på personalsidan, så kan vi skriva det.',
  'Personal: sidan Om oss nämnde en fransstylist, men ni erbjuder inga fransbehandlingar. Fransstylisten är borttagen från texten och från exempelpersonalen. Erbjuder ni fransbehandlingar, lägg till dem som behandlingar först.',
  'Laser: ingen i personallistan på sidan Om oss står för laserbehandlingarna. Vem utför dem? Lägg till personen med roll och utbildning, så att den som bokar laser ser vem som behandlar.',
  'Adress: sidan om upplösning av filler har flyttat från /Fillers-Hyalase (ett receptbelagt läkemedels namn) till /Fillers-Upplosning. Den gamla adressen leder dit. Uppdatera gärna länkar i bokningstjänsten och sociala medier.',
];

// ---------------------------------------------------------------------------------------------
// Care pages (issue 27): figures a reader takes for typing errors, and the facts and policies
// the copy of the skin-care, laser, massage and waxing pages states that only the clinic can
// confirm. Every line starts with CLINIC_CONFIRMS, so other parts of the report stay apart.
// ---------------------------------------------------------------------------------------------

/** The start of every line in this part of the report. */
const CLINIC_CONFIRMS = 'Att bekräfta:';

/**
 * Waxing pairs where the second covers the first and more: it should not cost less, nor take
 * less time. Paths are the site's routes (docs/product.md); a pair whose figures are in order gives no line.
 */
const LARGER_WAXING: ReadonlyArray<readonly [smaller: string, larger: string]> = [
  ['/Halvaben', '/Helaben'],
  ['/Halvaben+bikini', '/Helaben+bikini'],
  ['/Bikini', '/Brasiliansk'],
];

const minutesOf = (duration: Duration) => (duration.kind === 'fixed' ? duration.minutes : duration.max);
const amountOf = (price: Price) => priceBounds(price).max;

/** The most common price for each option label ("60 min") among treatments of one category. */
function usualOptionPrices(treatments: readonly ReportTreatment[]): Map<string, Price> {
  const counts = new Map<string, Map<string, { price: Price; count: number }>>();
  for (const option of treatments.flatMap((t) => t.options ?? [])) {
    const byPrice = counts.get(option.label) ?? new Map<string, { price: Price; count: number }>();
    const key = formatPrice(option.price);
    const entry = byPrice.get(key) ?? { price: option.price, count: 0 };
    byPrice.set(key, { ...entry, count: entry.count + 1 });
    counts.set(option.label, byPrice);
  }
  return new Map(
    [...counts].map(([label, byPrice]) => [
      label,
      [...byPrice.values()].sort((a, b) => b.count - a.count)[0]!.price,
    ]),
  );
}

/** Figures that look like typing errors to a reader: kept as the old site gave them, for the clinic. */
export function figuresToConfirm(treatments: readonly ReportTreatment[]): string[] {
  const lines: string[] = [];
  const byPath = new Map(treatments.map((t) => [t.path, t]));
  const name = (t: ReportTreatment) => `${t.title} (${t.path})`;
  for (const [smallerPath, largerPath] of LARGER_WAXING) {
    const smaller = byPath.get(smallerPath);
    const larger = byPath.get(largerPath);
    if (!smaller || !larger) continue;
    if (smaller.price && larger.price && amountOf(larger.price) <= amountOf(smaller.price)) {
      lines.push(
        `${CLINIC_CONFIRMS} ${name(larger)} kostar ${formatPrice(larger.price)}, inte mer än ${name(smaller)} (${formatPrice(smaller.price)}), fast den omfattar mer. Stämmer priserna?`,
      );
    }
    if (smaller.duration && larger.duration && minutesOf(larger.duration) <= minutesOf(smaller.duration)) {
      lines.push(
        `${CLINIC_CONFIRMS} ${name(larger)} tar ${formatDuration(larger.duration)}, inte längre än ${name(smaller)} (${formatDuration(smaller.duration)}), fast den omfattar mer. Stämmer tiderna?`,
      );
    }
  }
  const massages = treatments.filter((t) => t.category === 'massage');
  const usual = usualOptionPrices(massages);
  for (const t of massages) {
    const odd = (t.options ?? []).filter((option) => {
      const expected = usual.get(option.label);
      return expected !== undefined && formatPrice(expected) !== formatPrice(option.price);
    });
    if (odd.length === 0) continue;
    const figures = odd.map((option) => `${formatPrice(option.price)} för ${option.label}`);
    const others = odd.map((option) => formatPrice(usual.get(option.label)!));
    lines.push(
      `${CLINIC_CONFIRMS} ${name(t)} kostar ${listSwedish(figures)}, medan de andra massagerna kostar ${listSwedish(others)}. Stämmer priserna?`,
    );
  }
  const untimed = treatments.filter(
    (t) =>
      CARE_CATEGORIES.includes(t.category ?? '') &&
      t.priceKind !== 'course' &&
      !t.duration &&
      !t.options?.some((o) => o.duration),
  );
  if (untimed.length > 0) {
    lines.push(
      `${CLINIC_CONFIRMS} behandlingstiden saknas för ${listSwedish(untimed.map(name))}. Specen anger ingen tid, så sidorna visar ingen; hur lång är behandlingen?`,
    );
  }
  return lines.map((line) => line.replace(/\u00a0/g, ' '));
}

/** The categories whose copy this part of the report covers. */
const CARE_CATEGORIES = ['ansiktsbehandlingar', 'hydrafacial', 'laserbehandlingar', 'massage', 'vaxning'];

/**
 * What the copy of the care pages says on the clinic's behalf, which only the clinic can confirm.
 * Each says where the words stand, so a change is made in one place.
 */
export const careCopyToConfirm: readonly string[] = [
  `${CLINIC_CONFIRMS} omdömena på startsidan. Texten under dem (src/components/TestimonialCarousel) säger att kunderna ombeds om ett omdöme efter en behandling, att vi kontrollerar mot bokningen att skribenten har varit här, att inga omdömen är påhittade och att ingen får betalt eller rabatt för ett omdöme. Följer kliniken det? Exempelomdömena i src/content/testimonials.yaml ska bytas mot riktiga innan sidan publiceras.`,
  `${CLINIC_CONFIRMS} laserbehandlingarna (IPL, Frax 1550, Light & Bright). Sidorna säger att behandlingen görs av klinikens personal och att du får veta vid konsultationen vem som behandlar dig, att båda bär skyddsglasögon, att behandling närmare än två centimeter från ögat bara görs under ansvar av en legitimerad läkare (Strålsäkerhetsmyndighetens föreskrifter om laser och IPL, SSMFS 2014:4) och att vi aldrig behandlar innanför ögonhålan. Vem utför behandlingarna och vilken utbildning har de i Nordlys? Vilken läkare har ansvaret nära ögonen – är det den medicinskt ansvariga? Stämmer det att ni aldrig behandlar innanför ögonhålan?`,
  `${CLINIC_CONFIRMS} att varje laserbehandling börjar med en konsultation. Regeln om konsultation 48 timmar före gäller injektionsbehandlingar; sidorna säger nu att laserbehandlingar också kräver en konsultation först, men inte hur långt i förväg. Ska den bokas som ett eget besök, och är den kostnadsfri?`,
  `${CLINIC_CONFIRMS} konsultationen. Varje sida erbjuder en "kostnadsfri konsultation", och på sidorna om besvär en "kostnadsfri digital konsultation" (src/components/ConsultationBanner), medan lagens ruta på injektionssidorna säger att du "träffar oss" för konsultationen före en första injektion. Är konsultationen alltid gratis, även den som krävs före en injektion eller ett trådlyft? Sker den digitalt, på kliniken eller båda? Bekräfta, så skriver vi samma sak överallt.`,
  `${CLINIC_CONFIRMS} klippkortet för massage (/KlippkortX5). Sidan säger att det gäller fem massagebehandlingar men att vilka som ingår "kan variera". Vilka massager gäller det för, också 90 minuter, och hur länge gäller det efter köpet? Giltighetstiden ska stå på sidan.`,
  `${CLINIC_CONFIRMS} friskvårdsbidraget. Massagesidan säger att "vissa massagebehandlingar" kan betalas med friskvårdsbidrag. Vilka? Skriv gärna in dem, så slipper kunderna fråga.`,
  `${CLINIC_CONFIRMS} Cellutrix RRS och Carboxy under besväret Celluliter (/Besvar-Celluliter). Besväret heter nu bara "Celluliter" och säger att vi inte lovar att små fettdepåer blir mindre, eftersom stödet för att injektioner minskar fett är svagt. Behandlingssidan visar fortfarande specens 1–5 behandlingar vid fettdepåer, med samma förbehåll. Vill ni ha kvar fettdepåer på sidan alls?`,
  `${CLINIC_CONFIRMS} Vaxning armar herr (/ArmarMen) kostar 400 kr och Vaxning armar (/Armar) 300 kr, med samma tid. Ett pris som beror på kundens kön kan strida mot diskrimineringslagen; skillnaden måste bero på arbetet. Sidorna säger nu att den dyrare behandlingen gäller tätt och grovt hår, som är vanligt hos män. Stämmer det, och kan en man med tunt hår boka den billigare (och en kvinna med grovt hår den dyrare)? Byt gärna namn till något som beskriver håret i stället för kunden.`,
  `${CLINIC_CONFIRMS} Vaxning helkropp (/Helkropp), 1 800 kr och 120 min. Sidan säger att vi går igenom vilka områden du vill vaxa, men inte vilka som ingår i priset. Vilka områden ingår, och kostar det mer om kunden vill ha fler?`,
  `${CLINIC_CONFIRMS} raden "Passar inte dig som" på peelingarna (Milk Peel och Crystal Peel, BioRepeel, Mask Peel, PRX-T33) och på microneedling. Vi har skrivit att de inte passar den som är gravid, har en infektion eller inflammation i huden där ni ska behandla (till exempel munsår) eller nyligen har tagit vissa aknebehandlingar i tablettform. Texten står i varje sidas fil under src/content/treatments/ansiktsbehandlingar. Stämmer skälen, saknas något, och hur lång tid efter en aknebehandling i tablettform vill ni vänta? Skriv gärna in tiden i stället för "nyligen".`,
  `${CLINIC_CONFIRMS} vad Relaxing Time (/RelaxingTime, 700 kr) innehåller. Sidan säger bara att det är massage och avslappning och ber kunden fråga före bokningen, och specen anger ingen tid. Vad ingår, hur lång är stunden och hur skiljer den sig från avkopplande massage? Skriv det på sidan, så vet kunden vad som ingår.`,
  `${CLINIC_CONFIRMS} skillnaden mellan helkroppsmassage och avkopplande massage. Båda gäller hela kroppen; sidan om helkroppsmassage säger nu att den växlar mellan mjuka tag och fastare arbete där kunden är spänd, medan den avkopplande håller samma mjuka tempo hela tiden. Stämmer det?`,
  `${CLINIC_CONFIRMS} förberedelserna inför vaxning. Varje vaxningssida ber nu kunden berätta om retinol, syror eller läkemedel som gör huden känsligare, till exempel aknebehandling i tablettform, eftersom vax då kan skada huden. Hur lång tid efter en sådan behandling vaxar ni, och ska det stå på sidorna?`,
  `${CLINIC_CONFIRMS} kolumnen Årskort i prislistorna. Den visar ett streck på varje rad, och ingen sida säger vad ett årskort är eller hur man köper det. Säljer ni ett årskort? Skriv då vad det kostar och vad det ger; annars kan kolumnen tas bort.`,
  `${CLINIC_CONFIRMS} helgernas öppettider. Sidfoten och sidorna Boka tid och Kontakt säger "Lördag–söndag: Varierande öppettider", vilket inte hjälper den som vill komma på en helg. Skriv in tiderna (openingHours i clinic.yaml), eller en text som säger var de står, till exempel "enligt lediga tider i bokningen".`,
  `${CLINIC_CONFIRMS} raden "Passar inte dig som" på dermaplaning (aktiv akne, inflammerad hud eller munsår i ansiktet). Den upprepar vad sidans text redan sa. Stämmer skälen?`,
];

/**
 * The reviews the home page withholds because they name an injection treatment or a thread lift
 * (src/lib/testimonials.ts): a review the clinic adds never vanishes without a word.
 */
export function withheldTestimonials(withheld: ReadonlyArray<{ author: string; text: string }>): string[] {
  return withheld.map(
    (t) =>
      `Omdömet från ${t.author} visas inte på startsidan, eftersom det handlar om en injektionsbehandling eller ett trådlyft: "${t.text}"`,
  );
}

/**
 * Treatments no concern leads to: the guide by concern (/Besvar) should reach every treatment,
 * but a new treatment the clinic has not yet placed under a concern is no reason to stop a
 * publish. The report names each, so the clinic can add it to a concern in the editor.
 */
export function concernGaps(
  treatments: ReadonlyArray<{ path: string; title: string }>,
  concerns: ReadonlyArray<{ treatments: readonly string[] }>,
): string[] {
  const named = new Set(concerns.flatMap((concern) => concern.treatments));
  return treatments
    .filter((treatment) => !named.has(treatment.path))
    .map(
      (treatment) =>
        `Inget besvär leder till ${treatment.title} (${treatment.path}). Lägg till behandlingen under ett besvär (Besvär i redigeraren, src/content/concerns/) om besökare ska hitta den via guiden ${'"'}Vad vill du behandla?${'"'}.`,
    );
}

/** A price list's sections as its file writes them: a group, a category or treatments by path. */
export interface ReportPriceList {
  sections: ReadonlyArray<{ group?: string; category?: string; treatments?: readonly string[] }>;
}

/**
 * Shown treatments no price list shows: a list that names its treatments one by one does not take
 * in a new one by itself. No reason to stop a publish (the treatment's own page shows its price),
 * but the report names each, so the clinic can add it to a price list in the editor.
 */
export function priceListGaps(
  treatments: readonly ReportTreatment[],
  priceLists: readonly ReportPriceList[],
): string[] {
  const sections = priceLists.flatMap((list) => list.sections);
  const listed = (t: ReportTreatment) =>
    sections.some(
      (section) =>
        section.treatments?.includes(t.path) ||
        (t.group !== undefined && section.group === t.group) ||
        (t.category !== undefined && section.category === t.category),
    );
  return treatments
    .filter((t) => !t.hidden && !listed(t))
    .map(
      (t) =>
        `${t.title} (${t.path}) står inte i någon prislista, och inte heller på /Priser. Lägg till behandlingen i en prislista (Prislistor i redigeraren, src/content/price-lists/) om dess pris ska synas där.`,
    );
}

/** The entries of one kind ("behandlingar") and where each stands in English (decision 0022). */
export interface ReportTranslations {
  /** The kind in Swedish, plural: "behandlingar", "fasta sidor". */
  kind: string;
  entries: ReadonlyArray<{
    title: string;
    path: string;
    hasEnglish: boolean;
    untranslated: readonly string[];
    /** Lists of words the English has fewer items of than the Swedish (decision 0022). */
    shorter: readonly string[];
  }>;
}

/**
 * What is not yet in English: per kind, the entries with no English at all, then each entry
 * whose English still lacks some words (shown in Swedish on the English page until then).
 */
export function untranslatedContent(kinds: readonly ReportTranslations[]): string[] {
  const lines: string[] = [];
  for (const { kind, entries } of kinds) {
    const missing = entries.filter((entry) => !entry.hasEnglish);
    if (missing.length > 0) {
      lines.push(
        `Engelska saknas för ${missing.length} av ${entries.length} ${kind}: ${missing.map((e) => `${e.title} (${e.path})`).join(', ')}. Deras engelska sidor säger att sidan inte är översatt och länkar till den svenska. Skriv de engelska texterna i redigeraren (språket EN).`,
      );
    }
    for (const entry of entries.filter((e) => e.hasEnglish && e.untranslated.length > 0)) {
      lines.push(
        `${entry.title} (${entry.path}): den engelska sidan visar ännu svensk text i ${entry.untranslated.length === 1 ? 'fältet' : 'fälten'} ${listSwedish(entry.untranslated)}. Fyll i fälten på engelska i redigeraren.`,
      );
    }
    for (const entry of entries.filter((e) => e.hasEnglish && e.shorter.length > 0)) {
      lines.push(
        `${entry.title} (${entry.path}): på engelska har ${listSwedish(entry.shorter)} färre rader än på svenska. Se efter att ingen fråga, inget råd och ingen rad om vem behandlingen inte passar fattas på engelska.`,
      );
    }
  }
  return lines;
}
