import { Card, CardGrid } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Section } from '../components/Section/Section';
import { TestimonialCarousel, type Testimonial } from '../components/TestimonialCarousel/TestimonialCarousel';
import { mainPages } from '../config/routes';
import type { Category } from '../lib/catalogue';
import styles from './screens.module.css';

const values = [
  {
    title: 'Närhet',
    text: 'Vi är en liten klinik som tar sig tid att lyssna. Du ska kunna ställa alla dina frågor, före och efter behandlingen.',
  },
  {
    title: 'Kvalitet',
    text: 'Våra behandlingar utförs av legitimerad personal och certifierade terapeuter, med noggrant utvalda metoder och produkter.',
  },
  {
    title: 'Trygghet',
    text: 'Vi berättar ärligt vad en behandling kan och inte kan göra. Passar den inte dig, säger vi det – det är en del av vårt arbete.',
  },
];

interface HomeScreenProps {
  categories: readonly Pick<Category, 'id' | 'title' | 'summary' | 'path' | 'motif'>[];
  testimonials: readonly Testimonial[];
}

export function HomeScreen({ categories, testimonials }: HomeScreenProps) {
  return (
    <>
      <Hero
        title="Estetik, hudvård och välmående i en lugn och trygg miljö"
        text="Vi är en klinik för injektionsbehandlingar, hudvård, laser, massage och vaxning. Hos oss möter du legitimerad personal och certifierade terapeuter som tar sig tid för dig."
        actions={[
          { label: 'Boka tid', href: mainPages.booking.path },
          { label: 'Hitta rätt behandling', href: mainPages.findTreatment.path },
        ]}
      />
      <Section title="Välkommen till oss" id="om-kliniken" width="prose">
        <p>
          Vi vill att du ska känna dig väl omhändertagen från första kontakten. Därför börjar vi alltid med
          att lyssna: på vad du önskar, hur din hud mår och vad du har provat tidigare. Utifrån det föreslår
          vi behandlingar som passar just dig – och avråder när något inte gör det.
        </p>
        <p>
          Under samma tak finns medicinska behandlingar som bara ges av legitimerad vårdpersonal, avancerad
          hudvård och massage för både kropp och sinne.
        </p>
        <a href={mainPages.about.path}>Läs mer om oss och vår personal</a>
      </Section>
      <Section title="Våra behandlingar" id="behandlingar" tone="sand">
        <CardGrid label="Behandlingskategorier">
          {categories.map((category) => (
            <li key={category.id}>
              <Card
                title={category.title}
                text={category.summary}
                href={category.path}
                motif={category.motif}
              />
            </li>
          ))}
        </CardGrid>
        <p className={styles.centered}>
          Vet du vad du vill ha hjälp med men inte vad behandlingen heter?{' '}
          <a href={mainPages.concerns.path}>Välj ditt besvär i guiden {mainPages.concerns.title}</a>
        </p>
      </Section>
      <Section title="Det här står vi för" id="vardering">
        <ul className={styles.values}>
          {values.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ConsultationBanner
        target={mainPages.booking.path}
        variant="digital"
        text="Vet du inte riktigt var du ska börja? Boka en kostnadsfri digital konsultation, så går vi igenom dina önskemål tillsammans."
      />
      <Section title="Vad våra kunder säger" id="omdomen">
        <TestimonialCarousel testimonials={testimonials} />
        <p className={styles.centered}>
          <LinkButton href={mainPages.booking.path} variant="secondary">
            Boka din tid
          </LinkButton>
        </p>
      </Section>
    </>
  );
}
