import { Card, CardGrid } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import { useUi } from '../i18n/ui';
import type { Concern } from '../lib/domain/concerns';

/**
 * /Besvar, "Vad vill du behandla?": every concern as a card that leads to its page. Also where the
 * header's Sök leads without JavaScript, so it says there that the search needs it and offers the
 * concerns and the page that lists every page (/Meny) instead.
 */
export function ConcernGuideScreen({ concerns }: { concerns: readonly Concern[] }) {
  const { site } = useUi();
  return (
    <>
      <Hero
        title={mainPages.concerns.title}
        text="Du behöver inte kunna namnet på en behandling. Välj det som besvärar dig, så berättar vi vad det är och vad vi kan erbjuda – med pris och tid."
        actions={[{ label: site.actions.askUs, href: mainPages.findTreatment.path }]}
      />
      <Section title={site.sections.chooseConcern} id="besvar" tone="sand">
        <noscript>
          <p>{site.concernGuide.noScript(<a href={mainPages.menu.path}>{mainPages.menu.title}</a>)}</p>
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
            <a href={mainPages.treatments.path}>{mainPages.treatments.title}</a>,
            <a href={mainPages.findTreatment.path}>{mainPages.findTreatment.title}</a>,
          )}
        </p>
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
