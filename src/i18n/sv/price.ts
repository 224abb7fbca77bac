/**
 * The words of a price (src/lib/domain/price.ts formats it): "1 700 kr", "från 1 700 kr",
 * "2 500–8 800 kr". Plain TypeScript without imports, so the Node scripts (the content report)
 * load it as is. A no-break space keeps the figure and its currency on one line.
 */

/** The figure with its currency: "1 700 kr", "2 500–8 800 kr". */
export const inCurrency = (figure: string) => `${figure}\u00a0kr`;
/** The lowest of several prices: "från 695 kr". */
export const from = (price: string) => `från ${price}`;
/** What a page or price list says where the content gives no price. */
export const onConsultation = 'Pris efter konsultation';
/** The same beside the label "Pris" in a treatment's facts, which should not read "Pris: Pris …". */
export const valueOnConsultation = 'Efter konsultation';
/**
 * Prisinformationslagen: a consumer's price includes VAT, and says so where prices are shown;
 * every price table, price list and treatment's facts shows this line (components/VatNote).
 */
export const vatIncluded =
  'Alla priser är slutpriser, inklusive moms för de behandlingar som är momspliktiga.';
