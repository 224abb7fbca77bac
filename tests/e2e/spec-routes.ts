/**
 * The original routes (docs/product.md, Routes): the tests' oracle, written out by hand on
 * purpose, so a page missing from the content cannot pass unnoticed.
 */
export const mainRoutes = [
  '/',
  '/Behandlingsutbud',
  '/Huvudbehandlingar',
  '/HittaBehandling',
  '/Kontakt',
  '/Omoss',
  '/Priser',
  '/Utbildningar',
  '/Bokatid',
  '/Integritetspolicy',
];

export const priceRoutes = [
  '/injektionsbehandlingar-priser',
  '/tradlyft-priser',
  '/laserbehandlingar-priser',
  '/ansiktsbehandlingar-priser',
  '/hydra-facial-priser',
  '/massage-priser',
  '/vaxning-priser',
];

export const categoryRoutes = [
  '/Injektionsbehandlingar',
  '/Trådlyft',
  '/Laserbehandlingar',
  '/Ansiktsbehandlingar',
  '/HydraFacial',
  '/Massagee',
  '/Vaxning',
];

/** Wrinkle-relaxing areas at 1 700 kr, and the four muscles at 3 000 kr (the original figures, docs/product.md). */
export const wrinkleAreas = [
  'Panna',
  'Glabella',
  'Krakparkar',
  'Mun',
  'Browlift',
  'Bunnylines',
  'Nastipp',
  'Gummysmile',
  'Lipflip',
  'Mungipor',
  'Apelsinhaka',
];
export const wrinkleMuscles = ['Platysma', 'Hyperhidros', 'Masseter', 'Trapezius'];

const prefixed = (prefix: string, names: string[]) => names.map((name) => `/${prefix}${name}`);

export const injectionRoutes = [
  '/Rynkreducerande',
  '/Fillers',
  '/Skinboosters',
  '/Profhilo',
  '/PRP',
  '/Carboxy-Cellutrix',
  '/VitaminDropp',
  ...prefixed('Rynkbehandling-', [...wrinkleAreas, ...wrinkleMuscles]),
  ...prefixed('Fillers-', [
    'Kindben',
    'Midcheek',
    'Kaklinje',
    'Haka',
    'Nasolabialveck',
    'Tinning',
    'TearTrough',
    'Marionettlinjer',
    // The spec's /Fillers-Hyalase names a prescription medicine: the page is here, the spec's route an alias.
    'Upplosning',
  ]),
  ...prefixed('Skinbooster-', ['Ejal40', 'LongLasting', 'Restylane', 'Sunekos', 'RRSEyes']),
  ...prefixed('PrpPrf-', ['TearTrough', 'EksemPsoriasis', 'Ansikte', 'RrsHair', 'Har']),
  '/Cellutrix-RRS',
  '/Carboxy',
  '/Carboxy-Ogon',
];

export const otherCatalogueRoutes = [
  ...prefixed('Tradlyft-', ['Midface', 'Kaklinjen', 'Kindben', 'Halslyft', 'Dubbelhaka']),
  ...prefixed('Mono-', ['Kinder', 'Marionettlinjer', 'Nasolabiala', 'Ogon', 'Suramungipor']),
  '/NordlysIpl',
  ...prefixed('IPL-', [
    'MindreOmrade',
    'Ansikte',
    'Ansikte-Hals',
    'Ansikte-Hals-Dekolletage',
    'Dekolletage-Hals',
  ]),
  '/Nordlys-Frax1550',
  ...prefixed('Frax1550-', ['Ansikte', 'Ansikte-Hals', 'Ansikte-Hals-Dekolletage', 'Hals-Dekolletage']),
  '/Nordlys-LightBright',
  ...prefixed('LightBright-', ['Ansikte', 'Ansikte-Hals', 'Ansikte-Hals-Dekolletage']),
  '/Klassisk-ansiktsbehandling',
  '/Djuprensande-ansiktsbehandling',
  '/Lyx-ansiktsbehandling',
  '/Instant-clean',
  '/Instant-glow',
  '/Dermaplaning',
  '/PRXT-33',
  '/Microneedling',
  '/LED-Ljusterapi',
  '/Kemisk-peel',
  '/BioRepeel',
  '/MaskPeel',
  '/Standard-HydraFacial',
  '/Deluxe-HydraFacial',
  '/Platinum-HydraFacial',
  '/HydraFacial-Gravida',
  '/AvkopplandeMassage',
  '/HotstoneMassage',
  '/Helkroppsmassage',
  '/Sportmassage',
  '/Ansiktsmassage',
  '/Fotmassage',
  '/Ryggmassage',
  '/RelaxingTime',
  '/KlippkortX5',
  '/Gravidmassage',
  '/Armar',
  '/ArmarMen',
  '/Armhala',
  '/Bikini',
  '/Brasiliansk',
  '/Brost+Mage',
  '/Halvaben',
  '/Halvaben+bikini',
  '/Helaben',
  '/Helaben+bikini',
  '/Helkropp',
  '/Overlapp',
  '/Overlapp+haka',
  '/Rygg',
];

/**
 * Pages of our own beyond the spec: the menu as a page, for the Meny link without JavaScript
 * (docs/browser-support.md), and the guide by concern with its fifteen concerns
 * (docs/concerns-and-search.md), written out here as the independent list the build must match.
 */
export const concernRoutes = [
  '/Besvar-Rynkor',
  '/Besvar-Trotta-ogon',
  '/Besvar-Pigment',
  '/Besvar-Rodnad',
  '/Besvar-Arr',
  '/Besvar-Orenheter',
  '/Besvar-Torr-hud',
  '/Besvar-Slapp-hud',
  '/Besvar-Volym',
  '/Besvar-Spanningar',
  '/Besvar-Oonskat-har',
  '/Besvar-Tunt-har',
  '/Besvar-Celluliter',
  '/Besvar-Eksem-psoriasis',
];
export const ownRoutes = ['/Meny', '/Besvar', ...concernRoutes];

export const allSpecRoutes = [
  ...mainRoutes,
  ...ownRoutes,
  ...priceRoutes,
  ...categoryRoutes,
  ...injectionRoutes,
  ...otherCatalogueRoutes,
];

/** docs/product.md, Routes: second spellings and where they lead. */
export const aliasRoutes: Record<string, string> = {
  '/Hem': '/',
  '/Hittabehandling': '/HittaBehandling',
  '/integritetspolicy': '/Integritetspolicy',
  '/Vitamindropp': '/VitaminDropp',
  '/Hydra-facial': '/HydraFacial',
  '/Fillers-Nasolabial': '/Fillers-Nasolabialveck',
  '/Pverlapp+haka': '/Overlapp+haka',
  '/PrpPrf-AnsikteHals': '/PrpPrf-Ansikte',
  '/Tradlyft': '/Trådlyft',
  '/Massage': '/Massagee',
  '/Fillers-Hyalase': '/Fillers-Upplosning',
  '/omoss': '/Omoss',
  '/RYNKBEHANDLING-PANNA': '/Rynkbehandling-Panna',
};
