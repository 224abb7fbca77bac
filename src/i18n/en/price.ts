/**
 * The words of a price in English (src/lib/domain/price.ts formats it): "SEK 1,700",
 * "from SEK 1,700", "SEK 2,500–8,800": the currency's code before the figure, as English written
 * for an international reader does (decision 0022). Key for key the Swedish sv/price.ts.
 */

/** The figure with its currency: "SEK 1,700", "SEK 2,500–8,800". */
export const inCurrency = (figure: string) => `SEK\u00a0${figure}`;
/** The lowest of several prices: "from SEK 695". */
export const from = (price: string) => `from ${price}`;
/** What a page or price list says where the content gives no price. */
export const onConsultation = 'Price given at your consultation';
/** The same beside the label "Price" in a treatment's facts. */
export const valueOnConsultation = 'Given at your consultation';
/** Under every price table, price list and treatment's facts (components/VatNote). */
export const vatIncluded = 'All prices are final prices, including VAT on treatments that are subject to it.';
