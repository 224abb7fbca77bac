/**
 * The contact form's words (src/components/ContactForm, src/lib/browser/send-result.ts). Each a
 * named export rather than one object: the form's island then carries each word where it is
 * used, with no property names around it (src/i18n/ui.ts gathers them into the dictionary).
 */
const callInstead = 'Ring eller mejla oss i stället.';

export const formName = 'Kontaktformulär';
export const requiredHint = 'Fält markerade med * måste fyllas i.';
export const firstName = 'Förnamn';
export const lastName = 'Efternamn';
export const email = 'E-post';
export const phone = 'Telefon (frivilligt)';
export const message = 'Vilken behandling eller vilket område gäller din fråga, och vad vill du veta?';
/** Under the message: "120 av 2000 tecken". */
export const counter = (length: number, max: number) =>
  `${length.toLocaleString('sv-SE')} av ${max.toLocaleString('sv-SE')} tecken`;
/**
 * The consent's sentence, around its link to the privacy policy; `controller`: the company
 * (clinic.yaml, legalName). The message itself is answered on the clinic's legitimate interest,
 * as a question by phone or e-mail is (art. 6.1 f, one basis for every channel). The form asks for
 * nothing about health, but a question can reveal it (the treatment asked about): the box is the
 * explicit consent for that (GDPR art. 9.2 a, the strict reading, since 9.2 h needs care under a
 * contract, which a question before any visit is not), and says, before it is given, that it can
 * be withdrawn and how (art. 7.3). The privacy policy says the same.
 */
export const consentBefore = (controller: string) =>
  `Jag samtycker uttryckligen till att ${controller} använder de uppgifter om min hälsa som framgår av min fråga, till exempel vilken behandling jag frågar om, bara för att svara mig. Jag kan när som helst ta tillbaka samtycket genom att kontakta kliniken (läs mer i `;
export const consentLink = 'integritetspolicyn';
export const consentAfter = ').';
/** Under the box: the processor abroad (the transfer rests on the policy's safeguard, not on the box) and the way without consent. */
export const consentNote =
  'Meddelandet förmedlas av EmailJS, vårt personuppgiftsbiträde i USA, med de skyddsåtgärder som integritetspolicyn beskriver. Vill du inte kryssa i rutan kan du ringa oss i stället.';
/** The trap field's label (spam-guards.ts): shown to a person only if the page's CSS fails. */
export const trapLabel = 'Lämna det här fältet tomt';
export const send = 'Skicka meddelande';
export const sending = 'Skickar …';

/** What a required field says when it is left empty, by the field's name. */
export const missing = {
  namn: 'Fyll i ditt förnamn.',
  efternamn: 'Fyll i ditt efternamn.',
  email: 'Fyll i din e-postadress.',
  beskrivning: 'Skriv vilken behandling eller vilket område din fråga gäller.',
};
export const invalidEmail = 'Skriv en giltig e-postadress, till exempel namn@exempel.se.';
export const invalidPhone = 'Skriv telefonnumret med siffror, till exempel 070-123 45 67.';
export const tooLong = (max: number) => `Meddelandet får vara högst ${max} tecken.`;
export const checkField = 'Kontrollera fältet.';

export const success = 'Tack! Ditt meddelande har skickats.';
export const consentMissing = 'Du måste godkänna vår integritetspolicy innan du skickar formuläret.';
export const slow =
  'Det tar längre tid än vanligt att skicka. Formuläret väntar på svar och skickar inte en gång till, så att meddelandet inte kommer fram två gånger. Vill du inte vänta kan du ringa eller mejla oss – det du har skrivit finns kvar.';
/** Before every explanation of a failed send below. */
export const failurePrefix = 'Något gick fel: ';
export const trapFilled = `${failurePrefix}Meddelandet kunde inte skickas från formuläret. ${callInstead} Det du har skrivit finns kvar, så att du kan kopiera det.`;
export const tooSoon = `Formuläret skickades nästan direkt efter att sidan öppnades, så meddelandet gick inte iväg. Vänta några sekunder och tryck sedan på ${send} igen – det du har skrivit finns kvar.`;

// Why a send failed, by the service's answer (send-result.ts); each follows failurePrefix.
export const notConfigured = `Formuläret är inte färdigt inställt på webbplatsen, så meddelandet skickades inte. ${callInstead}`;
export const offline = 'Det gick inte att nå servern. Kontrollera din internetanslutning och försök igen.';
export const badSettings = `Meddelandet togs inte emot på grund av ett fel i formulärets inställningar. ${callInstead}`;
export const blockedAddress = `Meddelanden från den här e-postadressen tas inte emot. ${callInstead}`;
export const refused = `Tjänsten som skickar meddelanden tog inte emot det. ${callInstead}`;
export const serviceNotFound = `Tjänsten som skickar meddelanden hittades inte. ${callInstead}`;
export const tooLarge = 'Meddelandet är för stort för att skickas. Korta texten och försök igen.';
export const tooOften = 'Du skickade nyss ett meddelande. Vänta en stund innan du skickar igen.';
export const browserRefused = `Formuläret kan inte skickas från den här webbläsaren. ${callInstead}`;
export const inboxFull = `Inkorgen för meddelanden är full just nu. ${callInstead}`;
export const serviceDown =
  'Tjänsten som skickar meddelanden har ett tillfälligt fel. Försök igen om en stund, eller ring eller mejla oss.';
export const unknownFailure =
  'Meddelandet kunde inte skickas. Försök igen om en stund, eller ring eller mejla oss.';
