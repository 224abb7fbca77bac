/**
 * The content report: every figure the spec gave two ways (the old site's page against its price
 * list) and how it was resolved, figures that exist only in the price list, the notes content
 * editors left for the clinic, and the treatments whose booking button still leads to the booking
 * service's general page. It never changes a figure; it lists them so the clinic can confirm.
 * Plain data in, Swedish lines out; used by scripts/content-report.ts after every build.
 */
import { formatPrice, type Price } from './price.ts';

interface ReportOption {
  label: string;
  price: Price;
  formerPagePrice?: Price | undefined;
  priceListOnly?: boolean | undefined;
}

export interface ReportTreatment {
  path: string;
  title: string;
  price?: Price | undefined;
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
  'Adress: sidan om upplösning av filler har flyttat från /Fillers-Hyalase (ett receptbelagt läkemedels namn) till /Fillers-Upplosning. Den gamla adressen leder dit. Uppdatera gärna länkar i bokningstjänsten och sociala medier.',
];
