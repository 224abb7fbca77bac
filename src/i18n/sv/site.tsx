/**
 * The words of the pages rendered at build time: header, menus, footer, cards, tables, section
 * headings that name a part of the site, buttons, the 404 page. The page titles are in
 * src/config/routes.ts (mainPages), the clinic's texts in src/content/: neither is repeated here.
 * A sentence with a link in it is a function of the link, so a translation can place it.
 */
import type { ReactNode } from 'react';
import { countWord } from '../words';

/** "ett område", "sju områden". */
const areaCount = (count: number) => (count === 1 ? 'ett område' : `${countWord(count)} områden`);

/** A list starting a sentence: "Laserbehandlingar och IPL", "Faktura och delbetalning". */
const capitalised = (names: string) => `${names}`.replace(/^./, (first) => first.toUpperCase());

/** The 404 page and the concern guide both ask it before offering a way on. */
const cantFind = 'Hittar du inte det du söker?';

/**
 * What an overview's cards are called. One and several alike in Swedish ("9 kort"), so Swedish
 * gives no `cardPlural` (the carousel then uses `card` for both); a language that differs gives
 * it ("9 cards"). Typed here so that the key exists, optional, in every dictionary's shape.
 */
const overviewSlideName: { card: string; cardPlural?: string } = { card: 'kort' };

export const siteWords = {
  /** The language and country of the pages, as Open Graph names it (og:locale). */
  locale: 'sv_SE',
  header: {
    skipToContent: 'Hoppa till innehållet',
    /** Before the phone number, for screen readers; no-break spaces keep it on the number's line. */
    callUs: 'Ring\u00a0oss:\u00a0',
    /** This language's own name: the other language's pages link here with it. */
    languageName: 'Svenska',
  },
  /**
   * A page whose words are not yet in this language (decision 0022): said above its content, with
   * the link to the page in the site's first language. Swedish pages never need it.
   */
  untranslated: (original: ReactNode) => <>Sidan finns ännu inte på svenska. {original}</>,
  readInOriginal: 'Läs den på engelska',
  untranslatedDescription: (title: string) =>
    `${title}: priser, tider och hur du bokar. Sidans beskrivning finns ännu inte på svenska.`,
  /** The privacy policy's description for search engines and its hero text; the policy itself is content. */
  privacy: {
    description:
      'Hur vi hanterar dina personuppgifter när du besöker webbplatsen, kontaktar oss, bokar eller lämnar ett omdöme, och dina rättigheter enligt GDPR.',
    heroText: 'Så hanterar vi dina personuppgifter.',
    /** Who the controller is, from clinic.yaml: the policy's first lines, before the clinic's own text. */
    controller: (
      legalName: string,
      organisationNumber: string,
      address: string,
      email: string,
      phone: string,
    ) =>
      `Personuppgiftsansvarig är ${legalName}, org.nr ${organisationNumber}, ${address}. Du når oss på ${email} eller ${phone}.`,
    /** The heading over the processors, after the clinic's text, which refers to it by this name. */
    processorsTitle: 'Vilka som hjälper oss',
    /** The form's processor and its transfer out of the EU/EEA (clinic.yaml, contactForm.transferSafeguard). */
    formProcessor: (safeguard: string) =>
      `Meddelanden från kontaktformuläret förmedlas av EmailJS, som är vårt personuppgiftsbiträde och drivs från USA. Överföringen utanför EU/EES sker med stöd av ${safeguard}, och du kan få en kopia av oss.`,
    /** The booking service as the clinic's processor (clinic.yaml, bookingService.name). */
    bookingProcessor: (service: string) =>
      `Tidsbokningen sköts av ${service}, som är vårt personuppgiftsbiträde. Vi är personuppgiftsansvariga för dina bokningar, också för uppgiften om vilken behandling du bokar, och ${service} behandlar dem bara för vår räkning.`,
  },
  /**
   * The accessibility statement's description, hero and the part under the clinic's own text
   * (src/content/pages/tillganglighet.md): how to report a barrier, with the contact facts.
   */
  accessibility: {
    description:
      'Hur väl webbplatsen fungerar för alla besökare, vilka brister vi känner till och hur du meddelar oss ett hinder.',
    heroText: 'Webbplatsen ska gå att använda för alla, oavsett hur du läser, hör eller navigerar.',
    reportTitle: 'Meddela oss ett hinder',
    /** After the reply time (clinic.yaml, replyWorkingDays). */
    sooner: 'Behöver du hjälp snabbare, till exempel för att boka en tid, ring oss under våra öppettider.',
    reportText:
      'Har du stött på något på webbplatsen som du inte kan läsa, höra eller använda? Berätta vilken sida det gäller och vad som hände, så svarar vi och hjälper dig under tiden med det du behöver.',
  },
  menu: {
    main: 'Huvudmeny',
    mobile: 'Mobilmeny',
    close: 'Stäng menyn',
    /** The arrow that opens a level, for screen readers: "Visa undermeny: Laser". */
    openLevel: (label: string) => `Visa undermeny: ${label}`,
    back: 'Tillbaka',
    allConcerns: 'Alla besvär',
    allTreatments: 'Hela behandlingsutbudet',
    allPrices: 'Alla priser',
    /** The site map's link to a listing too long to list: "Alla behandlingar (140)". */
    everyTreatment: (count: string) => `Alla behandlingar (${count})`,
    /** The same beside the category's overview groups: "Övriga behandlingar (140)". */
    otherTreatments: (count: string) => `Övriga behandlingar (${count})`,
  },
  footer: {
    navigation: 'Sidfot',
    findUs: 'Genvägar',
    /** "Följ oss på Instagram ", its space before the new-tab note. */
    followUs: (network: string) => `Följ oss på ${network} `,
  },
  /** The clinic's ways in; "E-post" is the contact form's (form.email). */
  contact: {
    phone: 'Telefon',
    phoneAndText: 'Telefon och sms',
    openingHours: 'Öppettider',
    /** The company behind the clinic, on the contact page (clinic.yaml: legalName, organisationNumber; the VAT number from vatNumberOf). */
    company: (legalName: string, organisationNumber: string, vatNumber?: string) =>
      `${legalName}, org.nr ${organisationNumber}${vatNumber ? `, momsreg.nr ${vatNumber}` : ''}`,
  },
  /** After a link that opens in a new tab, for screen readers. */
  opensInNewTab: '(öppnas i en ny flik)',
  breadcrumbs: 'Brödsmulor',
  /** A later page of a listing in the breadcrumb trail: "Sida 2". */
  listingPage: (number: number) => `Sida ${number}`,
  /** A listing's page links: "Sidor: Laser". */
  pager: (listing: string) => `Sidor: ${listing}`,
  card: {
    /** A card's link and the word that joins it to the card's title: "Läs mer om vaxning". */
    readMore: { label: 'Läs mer', preposition: 'om' },
    seePriceList: { label: 'Se prislistan', preposition: 'för' },
  },
  /** The carousels' labels; what their script says once a move has ended is in carousel.ts. */
  carousel: {
    roleDescription: 'karusell',
    /** A slide's own label: "2 av 5". */
    position: (number: number, count: number) => `${number} av ${count}`,
    previous: (slideName: string) => `Föregående ${slideName}`,
    next: (slideName: string) => `Nästa ${slideName}`,
    /** A dot's label: "Visa kort 2 av 5". */
    show: (slideName: string, number: number, count: number) => `Visa ${slideName} ${number} av ${count}`,
    testimonials: 'Omdömen från våra kunder',
    /** What one slide is called in the controls' labels, and several in the row's: "9 omdömen". */
    testimonial: 'omdöme',
    testimonialPlural: 'omdömen',
    ...overviewSlideName,
  },
  priceTable: {
    treatment: 'Behandling',
    regularPrice: 'Ord. pris',
    annualCard: 'Årskort',
    /** The one line under a page's price tables that explains the annual-card column. */
    annualCardNote:
      'Ett streck i kolumnen Årskort betyder att behandlingen inte har något särskilt pris med årskort.',
    /** A treatment's table's caption: "Priser för hydrafacial". */
    caption: (treatment: string) => `Priser för ${treatment}`,
  },
  actions: {
    bookNow: 'Boka nu',
    bookYourTime: 'Boka din tid',
    toBooking: 'Till bokningen',
    openBookingService: 'Öppna bokningstjänsten',
    sendMessage: 'Skicka ett meddelande',
    /** A consultation button: it leads to the booking service's consultation (lib/domain/booking.ts). */
    bookConsultation: 'Boka konsultation',
    seePrices: 'Se priser',
    toHome: 'Till startsidan',
    seeAllTreatments: 'Se alla behandlingar',
  },
  sections: {
    treatments: 'Behandlingar',
    /** Over a category's or overview's cards when it holds one treatment only. */
    oneTreatment: 'Behandlingen',
    priceList: 'Prislista',
    priceLists: 'Prislistor',
    faq: 'Vanliga frågor',
    chooseConcern: 'Välj vad du vill ha hjälp med',
    chooseArea: 'Välj område',
    concernAbout: 'Vad är det?',
    concernOffer: 'Behandlingar som kan vara aktuella',
    concernChoosing: 'Så väljer du',
  },
  listLabels: {
    categories: 'Behandlingskategorier',
    concerns: 'Besvär',
    /** A concern's treatments: "Behandlingar: Pigment". */
    treatmentsFor: (concern: string) => `Behandlingar: ${concern}`,
    /** A concern's card for a prescription medicine, instead of a price and time: who decides. */
    doctorDecides: 'Om behandlingen passar dig avgör en läkare, som först undersöker dig.',
  },
  treatment: {
    about: 'Om behandlingen',
    factsAndBooking: 'Fakta och bokning',
    before: 'Före behandlingen',
    after: 'Efter behandlingen',
    price: 'Pris',
    /** The one label for a treatment's length, on every page type (issue 27: never "Tid" on some). */
    duration: 'Behandlingstid',
    /** Joins a treatment's lengths: "30 min eller 60 min". */
    or: 'eller',
    /** Where a medical treatment's file gives no length: the facts still answer the question. */
    durationAtConsultation: 'Besked vid konsultationen',
    /**
     * Beside the consultation button, by the treatment's kind of care (care.ts): an injection
     * starts with one unless the same was given here within the months; an aesthetic surgical
     * procedure (a thread lift) has one before every procedure, so its words never suggest that a
     * returning client may skip it; a device treatment (laser) starts with one for a new client.
     */
    consultationFirst: {
      injection: (months: number) =>
        `Är det första gången, eller mer än ${countWord(months)} månader sedan du fick samma behandling hos oss? Då börjar du med en konsultation.`,
      physician: (days: number) =>
        `Före varje ingrepp har du en konsultation hos oss minst ${countWord(days)} dagar i förväg, också om du har fått samma ingrepp förut.`,
      device: 'Första gången du får den här behandlingen hos oss börjar du med en konsultation.',
    },
    /** Beside the treatment's own booking button, under the consultation button, by the same kinds. */
    afterConsultation: {
      physician: (days: number) =>
        `Har du haft konsultationen inför just det här ingreppet, minst ${countWord(days)} dagar före den tid du bokar?`,
      /** An injection's and a device's: one consultation covers the treatments after it. */
      other: 'Har du redan haft din konsultation?',
    },
    /** A medicine's page, where a price list holds its price (pricedOnlyInLists): the way to that list. */
    priceInList: (prices: ReactNode) => (
      <>
        {'Priset står på sidan '}
        {prices}
        {'.'}
      </>
    ),
    /**
     * A treatment given with a prescription medicine for an aesthetic aim (prescriptionMedicine):
     * beside its second button, a question instead of the treatment's own booking (decision 0027).
     */
    prescriptionMedicine:
      'Behandlingen ges med ett receptbelagt läkemedel. Vid konsultationen bedömer vi om den passar dig, och du får skriftlig information om behandlingen, riskerna och priset. Allmänna frågor om behandlingen kan du skriva till oss innan dess; frågor om din egen hälsa tar vi hellre per telefon eller vid konsultationen.',
    /**
     * A prescription medicine's page (prescriptionOnly): information, and the doctor's assessment
     * booked by phone, where the clinic can ask about your health, rather than a booking button.
     */
    prescriptionOnly: (phone: ReactNode) => (
      <>
        Behandlingen ges med ett receptbelagt läkemedel och bara om en läkare har ordinerat den efter en
        bedömning. En tid för bedömningen bokar du per telefon, {phone}, så att vi kan fråga om din hälsa
        redan då. Allmänna frågor kan du också skriva till oss.
      </>
    ),
  },
  regulatedCare: {
    /** The law's block's heading: also its accessible name, which the tests look it up by. */
    title: 'Lagkrav och trygghet',
    /*
     * Where to turn when the clinic is closed, in the law's block and on the contact page, in
     * parts (RegulatedCare's afterHoursAdvice joins them): the clinic and 1177, or its out-of-hours
     * line; a filler's warning signs of a blocked vessel (`skinSigns…`), left out on a prescription
     * medicine's page, where they do not apply; then 112.
     */
    afterHours: (phone: string) =>
      `Besvär efter en behandling? Ring oss på ${phone} när vi har öppet. När vi har stängt ger 1177 sjukvårdsrådgivning.`,
    skinSigns: 'Blir huden blek, fläckig eller blåaktig, eller gör det allt mer ont, ring oss genast.',
    reachUs: 'Når du oss inte, ring 112.',
    /**
     * The same, where the clinic has a phone for complications out of hours (careProvider.afterHoursPhone),
     * for the care under the law the page speaks of (`care`: its categories' titles, as one list).
     */
    afterHoursOnCall: (phone: string, onCall: string, care: string) =>
      `Besvär efter en behandling? Ring oss på ${phone}. Har vi stängt, eller svarar vi inte, ringer du jourtelefonen ${onCall} efter ${care}, och 1177 efter andra behandlingar.`,
    skinSignsOnCall:
      'Blir huden blek, fläckig eller blåaktig, eller gör det allt mer ont? Ring genast, till oss eller till jourtelefonen.',
    reachEither: 'Når du ingen av oss, ring 112.',
    /** The last of the parts, in every case. */
    emergency: 'Får du svårt att andas eller förändras synen, ring 112 direkt.',
    /*
     * What lag (2021:363) asks the clinic to say, with the clinic's facts (src/content/clinic.yaml)
     * in the sentences: one sentence each, as one string (React would mark each seam with <!-- -->).
     */
    /** `names`: the categories under the law the block speaks of, as one list. */
    ageLimit: (names: string) =>
      `Du måste ha fyllt 18 år för ${names}, som lagen (2021:363) om estetiska kirurgiska ingrepp och estetiska injektionsbehandlingar kräver. Ta med en id-handling, så att vi kan se din ålder.`,
    /*
     * Who may treat, for the kinds of care the page is about (src/lib/domain/care.ts), said in one
     * item: the injections' sentence where it is about injections, the physicians' with the titles
     * of the categories only a physician performs (one list starting a sentence), then who is
     * medically responsible. The injections' sentence is what the law allows, not who on the staff
     * injects (a clinic without a dentist says who does in its own texts).
     */
    injectionsBy:
      'Lagen tillåter bara legitimerad läkare, tandläkare eller sjuksköterska att ge estetiska injektioner.',
    /** Aesthetic surgery: a licensed doctor with a specialist competence tied to the procedure (lag 2021:363, prop. 2020/21:57). */
    physicianOnly: (areas: string) =>
      `${areas} görs bara av legitimerad läkare som är specialist inom ett område med koppling till ingreppet, så som lagen kräver för estetiska kirurgiska ingrepp.`,
    responsible: (responsible: string, title: string) => `Medicinskt ansvarig är ${responsible}, ${title}.`,
    /*
     * The time to think, from the clinic's policies (clinic.yaml): for injections a consultation
     * some hours before, unless the same kind was given within some months; for the categories
     * only a physician performs (aesthetic surgery, decision 0027) some days before every one.
     */
    consultationInjection: (hours: number, months: number) =>
      `Före en injektionsbehandling träffar du oss för en konsultation minst ${hours} timmar i förväg. Den tiden kallas betänketid och finns för att du ska hinna tänka efter. Har du fått samma behandling hos oss under de senaste ${countWord(months)} månaderna gäller ingen betänketid: du kan få behandlingen samma dag, när vi har gått igenom din hälsa och behandlingen med dig på nytt.`,
    consultationPhysician: (days: number, areas: string) =>
      `Inför ${areas} ska konsultationen ligga minst ${countWord(days)} dagar före varje ingrepp, också om du har fått samma ingrepp förut.`,
    /** After the waiting periods: where they come from, so that no reader takes them for the clinic's own rules. */
    periodsSource:
      'Betänketiden krävs av lagen (2021:363) och förordningen (2021:367) om estetiska kirurgiska ingrepp och estetiska injektionsbehandlingar, och våra tider är minst så långa som förordningen kräver.',
    changeOfMind: 'Ångrar du dig efter konsultationen avbokar du utan avgift.',
    /**
     * `covers`: what the registration covers, the `covers` words below as one list. No patientnämnd:
     * lag (2021:363) applies patientsäkerhetslagen (IVO's complaints) to this care, not the law on
     * the regions' patient committees (decision 0027).
     */
    provider: (legalName: string, organisationNumber: string, patientInsurer: string, covers: string) =>
      `Vårdgivare: ${legalName} (org.nr ${organisationNumber}), anmäld till IVO (Inspektionen för vård och omsorg) för ${covers}, som lagen kräver. Patientförsäkring hos ${patientInsurer}, dit du anmäler en patientskada. Är du inte nöjd med vården, säg det till oss först. Har en händelse i vården gett dig, eller kunnat ge dig, en allvarlig vårdskada kan du också lämna klagomål till IVO.`,
    /** The law's two kinds of care, as the IVO registration names them. */
    covers: { injection: 'estetiska injektionsbehandlingar', physician: 'estetiska kirurgiska ingrepp' },
  },
  consultationBanner: {
    /** After a question's text (the form's two kinds): what the answer is, from clinic.yaml's replyWorkingDays. */
    writtenAnswer: (days: number) =>
      `Du får ett skriftligt svar med e-post inom ${days === 1 ? 'en arbetsdag' : `${countWord(days)} arbetsdagar`}, och det kostar ingenting.`,
    /** After the answer, by what the page's care needs (care.ts, startsWithConsultation). */
    afterAnswer: {
      consultation: 'Svaret ersätter inte konsultationen på kliniken.',
      choice: 'Svaret hjälper dig att välja, och sedan kan du boka tid direkt.',
    },
  },
  clinicInfo: {
    consultation: 'Kostnadsfria råd och konsultation',
    /** `areas`: the titles of the categories under the law, as one list ("injektionsbehandlingar och trådlyft"). */
    injectionConsultation: (areas: string) => `Konsultation före ${areas}`,
    /** The same section where it also says which other care starts with a consultation, or needs none. */
    whenConsultation: 'När du behöver en konsultation',
    cancellation: 'Avbokning',
    payment: 'Betalning',
    contactUs: 'Kontakta oss',
    /*
     * The booking rules that protect the visitor (issue 27), with the clinic's figures in them:
     * the time to think before a first injection, which no cancellation fee undoes, and no
     * instalments for them. `areas`: the titles of the categories under the law, as one list
     * ("injektionsbehandlingar eller trådlyft").
     */
    injectionConsultationRule: (months: number, hours: number, areas: string) =>
      `Inför ${areas}: är det första gången, eller mer än ${countWord(months)} månader sedan du fick samma behandling hos oss? Då bokar du en konsultation minst ${hours} timmar före behandlingen, så att du hinner tänka efter innan du bestämmer dig.`,
    /** `areas`: the categories only a physician performs, as one list. */
    physicianConsultationRule: (days: number, areas: string) =>
      `Inför ${areas} bokar du en konsultation minst ${countWord(days)} dagar före varje behandling, också om du har fått samma behandling förut.`,
    /** Where a consultation comes first outside the law (`names`: the device categories, laser or IPL, as one list). */
    deviceConsultation: (names: string) =>
      `Före ${names} som du inte har fått hos oss förut har du en konsultation, där vi bedömer din hud.`,
    /** `names`: the categories of care without a licence, as one list. */
    noConsultation: (names: string) => `För ${names} behövs ingen konsultation i förväg.`,
    freeCancellation: (hours: number) =>
      `Du kan avboka kostnadsfritt fram till ${hours} timmar före din bokade tid.`,
    changeOfMind: (areas: string) =>
      `Ångrar du dig efter konsultationen inför ${areas} kostar det ingenting att avboka, hur nära behandlingen det än är.`,
    /*
     * The right of withdrawal for a booking made at a distance (lag 2005:59 om distansavtal,
     * 2 kap.): 14 days from the booking, how to use it, when it ends (11 § 1, 15 §), and the
     * standard form (2 § 6) with the clinic's company and address in it. Law, not the clinic's
     * wording: it holds for every clinic that takes bookings on the web, by phone or e-mail.
     */
    withdrawal: 'Ångerrätt',
    /** `days`: the law's days to withdraw (WITHDRAWAL_DAYS), also the days to refund. */
    withdrawalRight: (hours: number, days: number) =>
      `Bokar du på distans, till exempel på nätet, per telefon, sms eller e-post, har du enligt distansavtalslagen rätt att ångra bokningen inom ${days} dagar från dagen du bokade. Det kostar ingenting, även om det är mindre än ${hours} timmar kvar till din tid. Har du betalat får du tillbaka pengarna inom ${days} dagar från den dag vi fick ditt besked.`,
    withdrawalEnds: (days: number) =>
      `Har du uttryckligen bett att få behandlingen inom de ${days} dagarna och godkänt att ångerrätten upphör när behandlingen är utförd, kan du ångra dig fram till dess. Ångrar du en kur eller ett klippkort som du redan har börjat använda, betalar du den del av priset som motsvarar de behandlingar du har fått, och resten får du tillbaka.`,
    withdrawalHow: (days: number) =>
      `Du ångrar genom att säga det tydligt till oss, i bokningstjänsten, per e-post eller telefon, och en avbokning inom de ${days} dagarna räknas alltid som att du ångrar dig. Du kan också skicka ångerformuläret här nedan.`,
    withdrawalForm: 'Ångerformulär',
    /** The standard form's lines; `to`: the company, its address and e-mail. */
    withdrawalFormLines: (to: string) => [
      `Till: ${to}`,
      'Jag meddelar härmed att jag ångrar mitt avtal om följande tjänst:',
      'Bokad den:',
      'Mitt namn:',
      'Min adress:',
      'Datum:',
      'Underskrift (bara om du skickar formuläret på papper):',
    ],
    /** "bankkort, Swish eller faktura": the clinic's payment methods. */
    payWith: (methods: string) => `Du kan betala med ${methods}.`,
    /** Where every category is care without a licence. */
    instalments: (instalments: string) => `Vi erbjuder ${instalments} för alla behandlingar.`,
    /*
     * Invoice and instalments are credit, never offered for the care under the law (Konsumentverket)
     * nor, on the stricter reading, for other health care such as laser under a doctor's
     * responsibility. `credit`: the clinic's invoice and instalments as one list; `except`: the
     * categories under the law and the device categories. The methods before it (payWith) are then
     * only those that are no credit, so no skimming reader takes an invoice for offered everywhere.
     */
    noCreditFor: (credit: string, except: string) =>
      `Vi erbjuder inte ${credit} för ${except}, eftersom det är en form av kredit och ingen ska behöva låna till sådana behandlingar.`,
    /** After noCreditFor, where one of those categories gives injections, which another treatment may sell as an add-on. */
    noCreditForAddOns: 'Detsamma gäller en injektion som tillägg till en annan behandling.',
    /** After noCreditFor: the invoice or instalments still offered (`credit`), for `names`, the care without a licence. */
    creditFor: (credit: string, names: string) => `För ${names} kan du också välja ${credit}.`,
    /** How soon the clinic answers (clinic.yaml, replyWorkingDays). */
    replyTime: (days: number) =>
      `Vi svarar på meddelanden inom ${days === 1 ? 'en arbetsdag' : `${countWord(days)} arbetsdagar`}.`,
    /** `social` is absent when the clinic lists no social media: the sentence then ends at the phone. */
    contactWays: (email: ReactNode, phone: ReactNode, social?: ReactNode) => (
      <>
        {'Helst via e-post: '}
        {email}
        {'. Det går också bra att ringa eller sms:a till '}
        {phone}
        {social ? (
          <>
            {', eller skriva till oss på '}
            {social}
          </>
        ) : null}
        {`. Skriv inget om din hälsa i e-post${social ? ', sms eller på sociala medier' : ' eller sms'}.`}
      </>
    ),
  },
  /*
   * The words around the clinic's facts (src/config/clinic.ts): the opening hours' days and
   * dates, the notice banner's name, the gift-card link, what the reviews are (decision 0022).
   */
  clinicFacts: {
    /** The days of the week, Monday first, as at the start of a line of opening hours. */
    weekdays: ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'],
    /** "Måndag–fredag": the last day in lower case, as inside a Swedish sentence. */
    dayRange: (from: string, to: string) => `${from}\u2013${String(to).toLowerCase()}`,
    /** An exception to the hours without times. */
    closed: 'stängt',
    /** The name of the notice banner's region, for a screen reader's list of landmarks. */
    noticeLabel: 'Meddelande från kliniken',
    /** The gift-card link's words, in the footer and on /Bokatid (shown when giftCardUrl is set). */
    giftCard: 'Köp presentkort',
    /**
     * Beside the gift-card link where the catalogue holds care under the law (`areas`, as one
     * list): a gift is no one's own decision, and no time to think (lag 2021:363).
     */
    giftCardNotFor: (areas: string) => `Presentkort gäller inte för ${areas}.`,
    /** Beside the reviews on the other language's pages, where they stay as the clients wrote them. */
    reviewsInSwedish: 'Omdömena står på svenska, så som kunderna skrev dem.',
    /**
     * Under reviews or staff marked sample (`sample` in the content): shown only by local and test
     * builds, since the publish check refuses them, so no invented person reads as real.
     */
    sampleReviews:
      'Exempel: de här omdömena är påhittade och följer med mallen. Kliniken ersätter dem med sina kunders egna innan webbplatsen publiceras.',
    sampleStaff:
      'Exempel: de här personerna är påhittade och följer med mallen. Kliniken ersätter dem med sin egen personal innan webbplatsen publiceras.',
  },
  home: {
    aboutUs: 'Läs mer om oss och vår personal',
    concernPrompt: 'Vet du vad du vill ha hjälp med men inte vad behandlingen heter?',
    /** The link after the prompt: "Välj det du vill ha hjälp med i guiden Vad vill du behandla?". */
    toGuide: (guide: string) => `Börja i guiden ${guide}`,
    /** After the clinic's note on reviews: `names`, the categories under the law, whose reviews are withheld (läkemedelslagen). */
    noReviewsOf: (names: string) =>
      `Efter ${names} ber vi inte om något omdöme, och sådana omdömen visar vi aldrig.`,
  },
  /*
   * How a new client starts, on the home and about pages, with the categories' titles as one
   * list (lib/domain/care.ts, firstStepsOf): the clinic's texts name no category, so none that it
   * deletes or hides is left named there.
   */
  firstSteps: {
    /** `rules`: a link to the booking page (its title), whose rules say when a new consultation is needed. */
    consultationFirst: (names: string, rules: ReactNode) => (
      <>
        {`Inför ${names} börjar du med en konsultation på kliniken. På sidan `}
        {rules}
        {' står när du behöver en ny konsultation.'}
      </>
    ),
    bookDirectly: (names: string) => `${capitalised(names)} kan du boka direkt, utan konsultation.`,
  },
  prices: {
    heroText: 'Här hittar du prislistor för alla våra behandlingar, samlade per område.',
    /** What the spans on /Priser cover: the range rule of src/lib/domain/treatment-prices.ts. */
    rangeNote:
      'Prisspannen gäller ett besök för en behandling. Kurer, klippkort och tillägg hittar du i varje prislista.',
    /**
     * In place of a span, for a section with none: a medicine's prices, which stand in their list
     * alone (pricedOnlyInLists), or courses and cards only. So no section the list names is silent.
     */
    inListOnly: 'se prislistan',
    /** For a section whose every price is set at the consultation, where the list has no figure either. */
    atConsultation: 'pris efter konsultation',
    /** Under a price list, around its link to the contact page. */
    questions: (contact: ReactNode) => (
      <>
        Välj en behandling för att läsa mer om den. Har du frågor om priserna är du välkommen att {contact}.
      </>
    ),
    contactUs: 'kontakta oss',
  },
  concernGuide: {
    heroText:
      'Du behöver inte kunna namnet på en behandling. Välj det du vill ha hjälp med, så berättar vi vad det är och vilka behandlingar vi har för det.',
    /** Where the header's Sök leads without JavaScript: the guide says the search needs it. */
    noScript: (menu: ReactNode) => (
      <>
        Sökningen behöver JavaScript, som är avstängt i din webbläsare. Välj här nedan det du vill ha hjälp
        med, eller hitta alla sidor på webbplatsen under {menu}.
      </>
    ),
    wayOn: (treatments: ReactNode, findTreatment: ReactNode) => (
      <>
        {`${cantFind} Hela utbudet finns under `}
        {treatments}, och på {findTreatment} kan du skriva till oss och berätta vad du vill ha hjälp med.
      </>
    ),
  },
  /** /Behandlingsutbud: the range in one sentence, and why a treatment is part of a whole. */
  treatmentOverview: {
    /** `areas`: how many categories the catalogue has. */
    heroText: (areas: number) => `Här hittar du allt vi erbjuder, samlat i ${areaCount(areas)}.`,
    healthTitle: 'Hälsa inifrån och utifrån',
    health:
      'Hur huden mår hänger ihop med hur vi mår i stort: sömn, stress, kost, sol och rörelse spelar alla roll. Därför ser vi en behandling som en del av en helhet, inte som en snabb lösning.',
    consultation:
      'Vid en konsultation frågar vi om din hälsa, vilka läkemedel du tar och vad du hoppas på. Då kan vi säga vad du rimligen kan förvänta dig, och om en annan behandling, eller ingen alls, passar dig bättre.',
  },
  /** /HittaBehandling: the form's heading, and what to do when the form cannot send. */
  findTreatment: {
    formTitle: 'Skriv till oss',
    /** Before the form, then where to turn after a treatment and the reply time. */
    notUrgent: 'Formuläret är inte till för det som brådskar.',
    noScript: (email: ReactNode, phone: ReactNode) => (
      <>
        Formuläret behöver JavaScript för att kunna skickas. Mejla oss i stället på {email} eller ring {phone}
        .
      </>
    ),
  },
  /** What search engines show under the fixed pages whose texts are not the clinic's files. */
  pageDescriptions: {
    /** `areas`: the categories' names as one list (`listOf`). */
    treatments: (count: number, areas: string) => `Alla våra behandlingar i ${areaCount(count)}: ${areas}.`,
    /** `concerns`: the guide's concerns as one list ("rynkor, pigment eller ärr"), empty when there are none. */
    concerns: (concerns: string) =>
      concerns
        ? `Välj det du vill ha hjälp med – ${concerns} – och se vilka behandlingar kliniken har.`
        : 'Välj det du vill ha hjälp med och se vilka behandlingar kliniken har.',
    /** `areas`: the price lists' names as one list. */
    prices: (areas: string) => `Prislistor för alla våra behandlingar: ${areas}.`,
    /** `areas`: the categories' names as one list. */
    mainTreatment: (areas: string) => `Våra huvudområden: ${areas}.`,
  },
  /** The main-treatment page's introduction, before its list of areas. */
  mainTreatmentText: (count: number) =>
    count === 1
      ? 'Våra behandlingar är samlade i ett huvudområde. Välj det för att läsa mer.'
      : `Våra behandlingar är samlade i ${countWord(count)} huvudområden. Välj ett område för att läsa mer.`,
  siteMap: {
    description: 'Alla sidor på webbplatsen: behandlingar, priser och kliniken.',
    text: 'Alla sidor på webbplatsen, samlade på ett ställe.',
  },
  notFound: {
    title: 'Sidan hittades inte',
    description: 'Sidan du söker finns inte. Här hittar du vägar vidare.',
    text: 'Adressen finns inte hos oss, eller så har sidan flyttats. Här är några vägar vidare.',
    placesTitle: 'Vart vill du gå?',
    callUs: (phone: ReactNode) => (
      <>
        {`${cantFind} Ring oss på `}
        {phone}.
      </>
    ),
  },
};
