/**
 * The clinic's texts on the fixed pages and in the consultation banner (src/content/pages/*.yaml,
 * schemas in src/schemas/pages.ts), read when the build starts like the clinic's facts: a mistake
 * stops it with the file and the line or field named, in Swedish.
 *
 * The education page can be switched off (`hidden`): then it is not built, so the host answers
 * its path as for any removed page (404), and every list of pages leaves it out: menus, footer,
 * sitemap, search and the 404 page's known paths all ask `isPublished`.
 * With explicit extensions, so Node scripts that list the site's pages load it as is.
 */
import { loadContentYaml } from '../schemas/read-yaml.ts';
import { pageTextSchemas } from '../schemas/pages.ts';
import { mainPages } from './routes.ts';

/** Each fixed page's text file, relative to the project root where every build runs. */
export const PAGE_TEXT_FILES: Record<keyof typeof pageTextSchemas, string> = {
  home: 'src/content/pages/hem.yaml',
  about: 'src/content/pages/om-oss.yaml',
  booking: 'src/content/pages/boka-tid.yaml',
  contact: 'src/content/pages/kontakt.yaml',
  education: 'src/content/pages/utbildningar.yaml',
  findTreatment: 'src/content/pages/hitta-behandling.yaml',
  bookingRules: 'src/content/pages/bokningsregler.yaml',
  consultation: 'src/content/pages/konsultation.yaml',
} as const;

export const pageTexts = {
  home: loadContentYaml(PAGE_TEXT_FILES.home, pageTextSchemas.home),
  about: loadContentYaml(PAGE_TEXT_FILES.about, pageTextSchemas.about),
  booking: loadContentYaml(PAGE_TEXT_FILES.booking, pageTextSchemas.booking),
  contact: loadContentYaml(PAGE_TEXT_FILES.contact, pageTextSchemas.contact),
  education: loadContentYaml(PAGE_TEXT_FILES.education, pageTextSchemas.education),
  findTreatment: loadContentYaml(PAGE_TEXT_FILES.findTreatment, pageTextSchemas.findTreatment),
  bookingRules: loadContentYaml(PAGE_TEXT_FILES.bookingRules, pageTextSchemas.bookingRules),
  consultation: loadContentYaml(PAGE_TEXT_FILES.consultation, pageTextSchemas.consultation),
};

/** False for a fixed page the clinic switched off (the education page), true for every other path. */
export function isPublished(path: string): boolean {
  return !(path === mainPages.education.path && pageTexts.education.hidden);
}

/** "Stycke ett.\n\nStycke två." -> ["Stycke ett.", "Stycke två."] */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
