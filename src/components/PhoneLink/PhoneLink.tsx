import { clinic, displayPhone, type Clinic } from '../../config/clinic';
import { useLang } from '../../i18n/language';

/** A phone number to call, written as the page's language writes it (displayPhone). */
export function PhoneLink({ phone = clinic.phone }: { phone?: Clinic['phone'] }) {
  return <a href={`tel:${phone.e164}`}>{displayPhone(phone, useLang())}</a>;
}
