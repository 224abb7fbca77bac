import { clinic } from '../../config/clinic';
import type { CareKind } from '../../schemas/catalogue';
import { startsWithConsultation } from './care';

/**
 * Where a treatment's booking button leads: its own service page on the booking service when its
 * content file gives one (bookingHref), else the service's general page from the clinic config.
 * The content report lists the treatments still on the general page.
 */
export function bookingHrefFor(
  treatment: { bookingHref?: string | undefined },
  generalPage: string = clinic.bookingUrl,
): string {
  return treatment.bookingHref ?? generalPage;
}

/**
 * Where a consultation button leads: the treatment's own consultation on the booking service
 * (consultationHref), else the clinic's consultation page there (consultationUrl), else the
 * service's general page, so the button works before the clinic has set either.
 */
export function consultationHrefFor(
  treatment: { consultationHref?: string | undefined },
  clinicPages: { consultationUrl?: string | undefined; bookingUrl: string } = clinic,
): string {
  return treatment.consultationHref ?? clinicPages.consultationUrl ?? clinicPages.bookingUrl;
}

/**
 * A listing's first button (a category's or an overview's hero): the consultation where its care
 * starts with one, so a new client is not sent to book the treatment first; else the booking page.
 */
export function listingBookingAction(
  careKind: CareKind,
  words: { bookConsultation: string },
  bookingPage: { title: string; path: string },
): { label: string; href: string } {
  return startsWithConsultation(careKind)
    ? { label: words.bookConsultation, href: consultationHrefFor({}) }
    : { label: bookingPage.title, href: bookingPage.path };
}
