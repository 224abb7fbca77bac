/**
 * The words of the pages rendered at build time, in English: header, menus, footer, cards,
 * tables, section headings that name a part of the site, buttons, the 404 page. Key for key the
 * Swedish sv/site.tsx (the type UiWords in ../ui.ts holds them to it). UK English.
 */
import type { ReactNode } from 'react';

/** A count in words up to nine, digits above ("seven areas", "12 areas"), as English style has it. */
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const countWord = (count: number) => NUMBER_WORDS[count] ?? String(count);
/** "one area", "seven areas". */
const areaCount = (count: number) => (count === 1 ? 'one area' : `${countWord(count)} areas`);

/** The 404 page and the concern guide both ask it before offering a way on. */
const cantFind = 'Cannot find what you are looking for?';

export const siteWords = {
  /** The language and country of the pages, as Open Graph names it (og:locale). */
  locale: 'en_GB',
  header: {
    skipToContent: 'Skip to main content',
    /** Before the phone number, for screen readers; no-break spaces keep it on the number's line. */
    callUs: 'Call\u00a0us:\u00a0',
    languageName: 'English',
  },
  untranslated: (original: ReactNode) => (
    <>This page is not yet available in English; the prices and times below are up to date. {original}</>
  ),
  readInOriginal: 'Read it in Swedish',
  /** The search engines' description of a page whose own is still in Swedish. */
  untranslatedDescription: (title: string) =>
    `${title}: prices, times and how to book. The description of this page is not yet translated into English.`,
  privacy: {
    description:
      'How we handle your personal data when you visit the site, contact us, book or leave a review, and your rights under the GDPR.',
    heroText: 'How we handle your personal data.',
    controller: (
      legalName: string,
      organisationNumber: string,
      address: string,
      email: string,
      phone: string,
    ) =>
      `The controller of your personal data is ${legalName}, company registration number ${organisationNumber}, ${address}. You can reach us at ${email} or on ${phone}.`,
    processorsTitle: 'Who helps us',
    formProcessor: (safeguard: string) =>
      `Messages from the contact form are delivered by EmailJS, our processor, which is run from the United States. The transfer outside the EU/EEA is made under ${safeguard}, and you can ask us for a copy.`,
    bookingProcessor: (service: string) =>
      `Appointments are booked through ${service}, our processor. We are the controller of your bookings, including which treatment you book, and ${service} processes them only on our behalf.`,
  },
  accessibility: {
    description:
      'How well the website works for every visitor, the shortcomings we know of and how to tell us about a barrier.',
    heroText: 'The website should work for everyone, however you read, listen or find your way around.',
    reportTitle: 'Tell us about a barrier',
    sooner:
      'If you need help sooner, for example to book an appointment, please call us during our opening hours.',
    reportText:
      'Have you found something on the website that you cannot read, hear or use? Tell us which page it was on and what happened. We will reply, and help you with whatever you need in the meantime.',
  },
  menu: {
    main: 'Main menu',
    mobile: 'Mobile menu',
    close: 'Close menu',
    /** The arrow that opens a level, for screen readers: "Show submenu: Laser". */
    openLevel: (label: string) => `Show submenu: ${label}`,
    back: 'Back',
    allConcerns: 'All concerns',
    allTreatments: 'Our full range of treatments',
    allPrices: 'All prices',
    everyTreatment: (count: string) => `All treatments (${count})`,
    otherTreatments: (count: string) => `Other treatments (${count})`,
  },
  footer: {
    navigation: 'Footer',
    findUs: 'Quick links',
    /** "Follow us on Instagram ", its space before the new-tab note. */
    followUs: (network: string) => `Follow us on ${network} `,
  },
  /** The clinic's ways in; "Email" is the contact form's (form.email). */
  contact: {
    phone: 'Phone',
    phoneAndText: 'Phone and text',
    openingHours: 'Opening hours',
    company: (legalName: string, organisationNumber: string, vatNumber?: string) =>
      `${legalName}, company registration number ${organisationNumber}${vatNumber ? `, VAT number ${vatNumber}` : ''}`,
  },
  /** After a link that opens in a new tab, for screen readers. */
  opensInNewTab: '(opens in a new tab)',
  breadcrumbs: 'Breadcrumb',
  /** A later page of a listing in the breadcrumb trail: "Page 2". */
  listingPage: (number: number) => `Page ${number}`,
  /** A listing's page links: "Pages: Laser". */
  pager: (listing: string) => `Pages: ${listing}`,
  card: {
    /** A card's link and the word that joins it to the card's title: "Read more about waxing". */
    readMore: { label: 'Read more', preposition: 'about' },
    seePriceList: { label: 'See the price list', preposition: 'for' },
  },
  /** The carousels' labels; what their script says once a move has ended is in carousel.ts. */
  carousel: {
    roleDescription: 'carousel',
    /** A slide's own label: "2 of 5". */
    position: (number: number, count: number) => `${number} of ${count}`,
    previous: (slideName: string) => `Previous ${slideName}`,
    next: (slideName: string) => `Next ${slideName}`,
    /** A dot's label: "Show card 2 of 5". */
    show: (slideName: string, number: number, count: number) => `Show ${slideName} ${number} of ${count}`,
    testimonials: 'Reviews from our clients',
    /** What one slide is called in the controls' labels, and several in the row's: "9 reviews". */
    testimonial: 'review',
    testimonialPlural: 'reviews',
    card: 'card',
    /** Unlike Swedish ("9 kort"), English has a plural of its own: "9 cards". */
    cardPlural: 'cards',
  },
  priceTable: {
    treatment: 'Treatment',
    regularPrice: 'Standard price',
    annualCard: 'With annual card',
    /** The one line under a page's price tables that explains the annual-card column. */
    annualCardNote: 'A dash under ‘With annual card’ means there is no annual card price for that treatment.',
    /** A treatment's table's caption: "Prices for HydraFacial". */
    caption: (treatment: string) => `Prices for ${treatment}`,
  },
  actions: {
    bookNow: 'Book now',
    bookYourTime: 'Book your appointment',
    toBooking: 'Book online',
    openBookingService: 'Open the booking service',
    sendMessage: 'Send us a message',
    bookConsultation: 'Book a consultation',
    seePrices: 'See prices',
    toHome: 'Go to the home page',
    seeAllTreatments: 'See all treatments',
  },
  sections: {
    treatments: 'Treatments',
    oneTreatment: 'The treatment',
    priceList: 'Price list',
    priceLists: 'Price lists',
    faq: 'Frequently asked questions',
    chooseConcern: 'Choose a concern',
    chooseArea: 'Choose an area',
    concernAbout: 'What is it?',
    concernOffer: 'Treatments that may be relevant',
    concernChoosing: 'How to choose',
  },
  listLabels: {
    categories: 'Treatment categories',
    concerns: 'Concerns',
    /** A concern's treatments: "Treatments: Pigmentation". */
    treatmentsFor: (concern: string) => `Treatments: ${concern}`,
    doctorDecides: 'Only a doctor can decide, after examining you, whether this treatment is right for you.',
  },
  treatment: {
    about: 'About the treatment',
    factsAndBooking: 'Key facts and booking',
    before: 'Before your treatment',
    after: 'Aftercare',
    price: 'Price',
    /** The one label for a treatment's length, on every page type (issue 27). */
    duration: 'Treatment time',
    /** Joins a treatment's lengths: "30 min or 60 min". */
    or: 'or',
    /** Where a medical treatment's file gives no length: the facts still answer the question. */
    durationAtConsultation: 'Discussed at your consultation',
    consultationFirst: {
      injection: (months: number) =>
        `If this is your first time, or more than ${countWord(months)} months have passed since you last had the same treatment with us, you start with a consultation. If you had it with us more recently, we go through your health with you again on the day.`,
      physician: (days: number) =>
        `You need a consultation with us at least ${countWord(days)} days before every procedure, even if you have had the same procedure before.`,
      device: 'The first time you have this treatment with us, you start with a consultation.',
    },
    afterConsultation: {
      physician: (days: number) =>
        `Book the procedure for a date at least ${countWord(days)} days after your consultation.`,
      /** An injection's and a device's: one consultation covers the treatments after it. */
      other: 'Already had your consultation?',
    },
    priceInList: (prices: ReactNode) => (
      <>
        {'The price is on the '}
        {prices}
        {' page.'}
      </>
    ),
    prescriptionMedicine:
      'This treatment uses a prescription medicine. At the consultation we assess whether it is right for you, and you are given written information about the treatment, its risks and its price. General questions about the treatment are welcome by message before then; questions about your own health are better asked by phone or at the consultation.',
    prescriptionOnly: (phone: ReactNode) => (
      <>
        This treatment uses a prescription medicine and is given only if a doctor has prescribed it after an
        assessment. To book the assessment, call us on {phone}, so that we can ask about your health then and
        there. General questions are also welcome by message.
      </>
    ),
  },
  regulatedCare: {
    /** The law's block's heading: also its accessible name, which the tests look it up by. */
    title: 'What the law requires, and your safety',
    /** Where to turn when the clinic is closed: in the law's block, and on the contact page. */
    afterHours: (phone: string) =>
      `Problems after a treatment? Call us on ${phone} while we are open. When we are closed, call 1177, the Swedish healthcare advice line (+46 771 11 77 00 from a non-Swedish phone).`,
    skinSigns: 'If the skin turns pale, blotchy or bluish, or the pain keeps getting worse, call us at once.',
    reachUs: 'If you cannot reach us, call 112.',
    afterHoursOnCall: (phone: string, onCall: string, care: string) =>
      `Problems after a treatment? Call us on ${phone}. If we are closed or do not answer, call our out-of-hours line on ${onCall} after ${care}, and 1177, the Swedish healthcare advice line (+46 771 11 77 00 from a non-Swedish phone), after any other treatment.`,
    skinSignsOnCall:
      'If the skin turns pale, blotchy or bluish, or the pain keeps getting worse, call us or the out-of-hours line at once.',
    reachEither: 'If you cannot reach either, call 112.',
    emergency: 'If you have difficulty breathing or your vision changes, call 112 immediately.',
    /*
     * What lag (2021:363) asks the clinic to say, with the clinic's facts (src/content/clinic.yaml,
     * their words from src/content/en/clinic.yaml) in the sentences.
     */
    ageLimit: (names: string) =>
      `You must be 18 or over for ${names}, as the Act (2021:363) on Aesthetic Surgical Procedures and Aesthetic Injection Treatments requires. Please bring photo ID so that we can check your age.`,
    /** What the law allows, not who on the staff injects: the clinic's own texts say that. */
    injectionsBy:
      'The law allows only doctors, dentists and nurses licensed in Sweden to give aesthetic injections.',
    physicianOnly: (areas: string) =>
      `${areas} are carried out only by a doctor licensed in Sweden who is a recognised specialist in a field relevant to the procedure, as the law requires for aesthetic surgical procedures.`,
    responsible: (responsible: string, title: string) =>
      `Our medical director is ${responsible}, a ${title}.`,
    consultationInjection: (hours: number, months: number) =>
      `You must have a consultation with us at least ${hours} hours before an injectable treatment, so that you have time to think it over. If you have had the same treatment with us within the last ${countWord(months)} months, this does not apply: you can have the treatment on the same day, once we have gone through your health and the treatment with you again.`,
    consultationPhysician: (days: number, areas: string) =>
      `For ${areas}, the consultation must be at least ${countWord(days)} days before every procedure, even if you have had one before.`,
    periodsSource:
      'Swedish law requires this time to think it over (Act 2021:363 and Ordinance 2021:367), and our times are at least as long as the Ordinance requires.',
    changeOfMind: 'If you change your mind after the consultation, cancelling the treatment costs nothing.',
    provider: (legalName: string, organisationNumber: string, patientInsurer: string, covers: string) =>
      `Healthcare provider: ${legalName} (company registration number ${organisationNumber}), which has notified IVO (the Health and Social Care Inspectorate) of its ${covers}, as the law requires. If you are injured as a result of your treatment, you can claim compensation through our patient injury insurance with ${patientInsurer}. If you are unhappy with your care, please tell us first. If something in your care caused you serious harm, or could have done, you can also complain to IVO.`,
    covers: { injection: 'aesthetic injection treatments', physician: 'aesthetic surgical procedures' },
  },
  consultationBanner: {
    writtenAnswer: (days: number) =>
      `You will get a written answer by email within ${days === 1 ? 'one working day' : `${countWord(days)} working days`}, free of charge.`,
    afterAnswer: {
      consultation: 'It does not replace the consultation at the clinic.',
      choice: 'The answer will help you choose, and you can then book straight away.',
    },
  },
  clinicInfo: {
    consultation: 'Free advice and consultations',
    injectionConsultation: (areas: string) => `Consultation before ${areas}`,
    whenConsultation: 'When you need a consultation',
    cancellation: 'Cancellation',
    payment: 'Payment',
    contactUs: 'Contact us',
    injectionConsultationRule: (months: number, hours: number, areas: string) =>
      `For ${areas}: if this is your first time, or more than ${countWord(months)} months have passed since you last had the same treatment with us, book a consultation at least ${hours} hours before the treatment, so that you have time to think it over before you decide.`,
    physicianConsultationRule: (days: number, areas: string) =>
      `For ${areas}, book a consultation at least ${countWord(days)} days before every procedure, even if you have had the same procedure before.`,
    deviceConsultation: (names: string) =>
      `Before your first session of any of our ${names}, you have a consultation so that we can assess your skin.`,
    noConsultation: (names: string) => `No consultation is needed before ${names}.`,
    freeCancellation: (hours: number) =>
      `You can cancel free of charge up to ${hours} hours before your appointment.`,
    changeOfMind: (areas: string) =>
      `If you change your mind after the consultation for ${areas}, cancelling costs nothing, however close to the appointment it is.`,
    withdrawal: 'Your right to withdraw from a booking',
    withdrawalRight: (hours: number, days: number) =>
      `If you book at a distance, for example online, by phone, by text or by email, Swedish distance-selling law lets you withdraw from the booking within ${days} days of the day you made it. Withdrawing costs nothing, even if your appointment is less than ${hours} hours away, and anything you have paid is refunded within ${days} days of the day we receive your notice.`,
    withdrawalEnds: (days: number) =>
      `If you ask us to give the treatment within those ${days} days, and confirm that you understand you lose the right of withdrawal once it has been given, you can still withdraw at any time until then. If you withdraw from a course or a prepaid card you have already started to use, you pay the share of its price that matches the treatments you have had, and the rest is refunded.`,
    withdrawalHow: (days: number) =>
      `To withdraw, tell us clearly: in the booking service, by email or by phone. Cancelling within the ${days} days always counts as withdrawing. You can also send us the withdrawal form below.`,
    withdrawalForm: 'Withdrawal form',
    withdrawalFormLines: (to: string) => [
      `To: ${to}`,
      'I hereby give notice that I withdraw from my contract for the following service:',
      'Booked on:',
      'Name:',
      'Address:',
      'Date:',
      'Signature (only if you send this form on paper):',
    ],
    payWith: (methods: string) => `You can pay by ${methods}.`,
    instalments: (instalments: string) => `We offer ${instalments} for all treatments.`,
    noCreditFor: (credit: string, except: string) =>
      `For ${except} we do not offer payment by ${credit}: paying later is a form of credit, and no one should have to borrow for this kind of care.`,
    noCreditForAddOns: 'This also applies to an injection added to another treatment.',
    creditFor: (credit: string, names: string) => `For ${names} you can also pay by ${credit}.`,
    replyTime: (days: number) =>
      `We reply to messages within ${days === 1 ? 'one working day' : `${countWord(days)} working days`}.`,
    /** `social` is absent when the clinic lists no social media: the sentence then ends at the phone. */
    contactWays: (email: ReactNode, phone: ReactNode, social?: ReactNode) => (
      <>
        {'Email is best: '}
        {email}
        {'. You are also welcome to call or text '}
        {phone}
        {social ? (
          <>
            {', or to message us on '}
            {social}
          </>
        ) : null}
        {`. Please do not write about your health by email${social ? ', text message or social media' : ' or text message'}.`}
      </>
    ),
  },
  clinicFacts: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    dayRange: (from: string, to: string) => `${from}\u2013${to}`,
    closed: 'closed',
    noticeLabel: 'Notice from the clinic',
    giftCard: 'Buy a gift card',
    giftCardNotFor: (areas: string) => `Gift cards cannot be used for ${areas}.`,
    reviewsInSwedish: 'Our clients’ reviews are shown in Swedish, exactly as they wrote them.',
    sampleReviews:
      'Sample content: these reviews are invented and come with the template. The clinic replaces them with its own clients’ reviews before the site goes live.',
    sampleStaff:
      'Sample content: these people are invented and come with the template. The clinic replaces them with its own team before the site goes live.',
  },
  home: {
    aboutUs: 'More about us and our team',
    concernPrompt: 'Know what you would like help with, but not what the treatment is called?',
    /** The link after the prompt: "Look it up in our guide: What would you like to treat?". */
    toGuide: (guide: string) => `Look it up in our guide: ${guide}`,
    noReviewsOf: (names: string) => `We neither ask for nor show reviews of ${names}.`,
  },
  firstSteps: {
    consultationFirst: (names: string, rules: ReactNode) => (
      <>
        {`For ${names}, you start with a consultation at the clinic. Our `}
        {rules}
        {' page explains when you need another one.'}
      </>
    ),
    bookDirectly: (names: string) => `You can book ${names} straight away, with no consultation.`,
  },
  prices: {
    heroText: 'Price lists for all our treatments, grouped by type of treatment.',
    /** What the spans on the prices page cover: the range rule of src/lib/domain/treatment-prices.ts. */
    rangeNote:
      'Each price range is for one visit and one treatment. Courses of treatment, prepaid cards and add-ons are listed in each price list.',
    inListOnly: 'see the price list',
    atConsultation: 'price given at your consultation',
    /** Under a price list, around its link to the contact page. */
    questions: (contact: ReactNode) => (
      <>
        Choose a treatment to read more about it. If you have any questions about our prices, you are welcome
        to {contact}.
      </>
    ),
    contactUs: 'contact us',
  },
  concernGuide: {
    heroText:
      'You do not need to know what a treatment is called. Choose what you would like help with, and we will explain what it is and which treatments we offer for it.',
    /** Where the header's Search leads without JavaScript: the guide says the search needs it. */
    noScript: (menu: ReactNode) => (
      <>
        The search needs JavaScript, which is turned off in your browser. Choose your concern below, or find
        every page of the site under {menu}.
      </>
    ),
    wayOn: (treatments: ReactNode, findTreatment: ReactNode) => (
      <>
        {`${cantFind} Everything we offer is under `}
        {treatments}, and on {findTreatment} you can write and tell us what you would like help with.
      </>
    ),
  },
  /** The treatments page: the range in one sentence, and why a treatment is part of a whole. */
  treatmentOverview: {
    /** `areas`: how many categories the catalogue has. */
    heroText: (areas: number) => `Everything we offer, in ${areaCount(areas)}.`,
    healthTitle: 'Health, inside and out',
    health:
      'Your skin is part of your health as a whole: sleep, stress, diet, sun and exercise all play a part. That is why we see a treatment as one part of the picture, not as a quick fix.',
    consultation:
      'At a consultation we ask about your health, any medicines you take and what you are hoping for. That lets us tell you what you can realistically expect, and whether another treatment, or none at all, would suit you better.',
  },
  /** The find-a-treatment page: the form's heading, and what to do when the form cannot send. */
  findTreatment: {
    formTitle: 'Write to us',
    notUrgent: 'The form is not for anything urgent.',
    noScript: (email: ReactNode, phone: ReactNode) => (
      <>
        The form needs JavaScript to work. Email us instead at {email} or call {phone}.
      </>
    ),
  },
  pageDescriptions: {
    treatments: (count: number, areas: string) => `All our treatments in ${areaCount(count)}: ${areas}.`,
    concerns: (concerns: string) =>
      concerns
        ? `Choose what you would like help with – ${concerns} – and see the treatments the clinic offers.`
        : 'Choose what you would like help with and see the treatments the clinic offers.',
    prices: (areas: string) => `Price lists for all our treatments: ${areas}.`,
    mainTreatment: (areas: string) => `Our main areas: ${areas}.`,
  },
  mainTreatmentText: (count: number) =>
    count === 1
      ? 'Our treatments are grouped in one main area. Choose it to read more.'
      : `Our treatments are grouped in ${countWord(count)} main areas. Choose one to read more.`,
  siteMap: {
    description: 'Every page of the site: treatments, prices and the clinic.',
    text: 'Every page of the site in one place.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist. Here are some other places to start.',
    text: 'There is no page at this address, or the page has moved. Try one of these instead.',
    placesTitle: 'Where would you like to go?',
    callUs: (phone: ReactNode) => (
      <>
        {`${cantFind} Call us on `}
        {phone}.
      </>
    ),
  },
};
