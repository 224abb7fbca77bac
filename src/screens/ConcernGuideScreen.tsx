import { Card, CardGrid } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import type { Concern } from '../lib/domain/concerns';
import { localized, usePages } from '../i18n/language';

/**
 * /Besvar, "Vad vill du behandla?": every concern as a card that leads to its page. Also where the
 * header's Sök leads without JavaScript, so it says there that the search needs it and offers the
 * concerns and the page that lists every page (/Meny) instead.
 */
function ConcernGuideScreenInLanguage({ concerns }: { concerns: readonly Concern[] }) {
  const pages = usePages();
  const { site } = useUi();
  return (
    <>
      <Hero
        title={pages.concerns.title}
        text={site.concernGuide.heroText}
        actions={[{ label: site.actions.sendMessage, href: pages.findTreatment.path }]}
      />
      <Section title={site.sections.chooseConcern} id="besvar" tone="sand">
        <noscript>
          <p>{site.concernGuide.noScript(<a href={pages.menu.path}>{pages.menu.title}</a>)}</p>
        </noscript>
        <CardGrid label={site.listLabels.concerns}>
          {concerns.map((concern) => (
            <li key={concern.id}>
              <Card title={concern.title} text={concern.summary} href={concern.path} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section width="prose">
        <p>
          {site.concernGuide.wayOn(
            <a href={pages.treatments.path}>{pages.treatments.title}</a>,
            <a href={pages.findTreatment.path}>{pages.findTreatment.title}</a>,
          )}
        </p>
      </Section>
      <ConsultationBanner offer="message" />
    </>
  );
}

export const ConcernGuideScreen = localized(ConcernGuideScreenInLanguage);
