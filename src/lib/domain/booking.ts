import { clinic } from '../../config/clinic';

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
