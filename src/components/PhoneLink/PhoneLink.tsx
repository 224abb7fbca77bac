import { Fragment } from 'react';
import { clinic, displayPhone, type Clinic } from '../../config/clinic';
import { useLang } from '../../i18n/language';
import { escapeRegExp } from '../../schemas/regexp';

/** A phone number to call, written as the page's language writes it (displayPhone). */
export function PhoneLink({ phone = clinic.phone }: { phone?: Clinic['phone'] }) {
  return <a href={`tel:${phone.e164}`}>{displayPhone(phone, useLang())}</a>;
}

/**
 * A sentence from the dictionary with the given phones in it as links, so that a worried client on
 * a phone calls with one tap; the sentence itself stays one string for the dictionary and its tests.
 */
export function WithPhoneLinks({ text, phones }: { text: string; phones: Clinic['phone'][] }) {
  const lang = useLang();
  const byShown = new Map(phones.map((phone) => [displayPhone(phone, lang), phone]));
  if (byShown.size === 0) return text;
  const pattern = new RegExp(`(${[...byShown.keys()].map(escapeRegExp).join('|')})`);
  return text.split(pattern).map((part, index) => {
    const phone = byShown.get(part);
    return phone ? <PhoneLink key={index} phone={phone} /> : <Fragment key={index}>{part}</Fragment>;
  });
}
