import type { LawScope } from '../../lib/domain/care';
import { Prose } from '../Prose/Prose';
import { RegulatedCare } from '../RegulatedCare/RegulatedCare';
import { Section } from '../Section/Section';

/**
 * A category's or an overview's introduction and, for care under the law, the law's block: on the
 * listing's first page the introduction, on every page the block. No section at all when there is
 * neither, as for an introduction whose every paragraph named a hidden page (load-catalogue.ts).
 */
export function ListingIntro({
  intro,
  law,
  first,
}: {
  intro: string;
  law: LawScope | undefined;
  /** The listing's first page: the only one with the introduction. */
  first: boolean;
}) {
  const text = first ? intro : '';
  if (!text && !law) return null;
  return (
    <Section width="prose">
      {text && <Prose text={text} />}
      {law && <RegulatedCare scope={law} />}
    </Section>
  );
}
