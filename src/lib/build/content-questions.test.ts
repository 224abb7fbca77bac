// @vitest-environment node
/**
 * The content report's questions follow the content: a small clinic of a few files is asked about
 * what it holds, and nothing about what it does not.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { questionsFromContent } from './content-questions';
import { contentOf } from './content-rules/content';

const yamlFile = (file: string, data: unknown) => ({ file: `src/content/${file}`, text: stringify(data) });
const treatment = (category: string, name: string, fields: Record<string, unknown> = {}) => ({
  file: `src/content/treatments/${category}/${name}.md`,
  text: `---\n${stringify({ path: `/${name}`, title: name, category, price: { kind: 'fixed', amount: 500 }, ...fields })}---\n`,
});

const CLINIC = yamlFile('clinic.yaml', {
  careProvider: { medicallyResponsible: { name: 'Eva Läkare', title: 'Legitimerad läkare' } },
  policies: { injectionConsultationHours: 48 },
  openingHours: { regular: [{ from: 'Måndag', to: 'Fredag', opens: '10:00', closes: '18:00' }] },
});
const STAFF = yamlFile('staff.yaml', [
  { name: 'Eva Läkare', title: 'Läkare', licence: 'Legitimerad läkare', portrait: { src: 'x.jpg' } },
]);
const INJECTIONS = yamlFile('categories/injektioner.yaml', { title: 'Injektioner', careKind: 'injection' });
const LASER = yamlFile('categories/laser.yaml', { title: 'Ljus', careKind: 'device' });
const CARE = yamlFile('categories/hudvard.yaml', { title: 'Hudvård' });
const photo = { photo: { src: 'x.jpg', alt: 'En bild av behandlingsrummet.' } };

const heads = (...files: Array<{ file: string; text: string }>) =>
  questionsFromContent(contentOf(files)).map((question) => question.split(':')[0]);

describe('the questions to the clinic', () => {
  it('ask a care-only clinic with everything in place nothing', () => {
    expect(heads(CLINIC, STAFF, CARE, treatment('hudvard', 'Peeling', photo))).toEqual([]);
  });

  it('ask about the law only where the catalogue has injections or thread lifts', () => {
    const asked = heads(CLINIC, STAFF, INJECTIONS, treatment('injektioner', 'Filler', photo));
    expect(asked).toEqual(['Betänketid', 'Faktura och delbetalning', 'Besvär när ni har stängt']);
    const withNotFor = questionsFromContent(
      contentOf([
        CLINIC,
        STAFF,
        INJECTIONS,
        treatment('injektioner', 'Filler', {
          ...photo,
          details: [{ label: 'Passar inte dig som', value: 'Är gravid' }],
        }),
      ]),
    );
    expect(withNotFor.at(-1)).toMatch(/^Kontraindikationer: .*en injektions- eller trådsida.*\(Eva Läkare\)/);
  });

  it('ask who gives care only a physician may give when no one on the staff is a physician', () => {
    const nurse = yamlFile('staff.yaml', [{ name: 'Eva Läkare', title: 'Sjuksköterska', portrait: {} }]);
    const surgery = yamlFile('categories/ingrepp.yaml', { title: 'Ingrepp', careKind: 'physician' });
    expect(heads(CLINIC, nurse, surgery, treatment('ingrepp', 'Lyft', photo))).toContain('Läkare');
    expect(heads(CLINIC, STAFF, surgery, treatment('ingrepp', 'Lyft', photo))).not.toContain('Läkare');
    // A title is no trait: a thread lift in a category of injections is asked about as an injection.
    expect(heads(CLINIC, nurse, INJECTIONS, treatment('injektioner', 'Trådlyft', photo))).not.toContain(
      'Läkare',
    );
    expect(heads(CLINIC, nurse, INJECTIONS, treatment('injektioner', 'Filler', photo))).not.toContain(
      'Läkare',
    );
  });

  it('ask about the medically responsible when the staff list lacks that person', () => {
    const other = yamlFile('staff.yaml', [
      { name: 'Anna A', title: 'Läkare', licence: 'Läkare', portrait: {} },
    ]);
    expect(heads(CLINIC, other, INJECTIONS, treatment('injektioner', 'Filler', photo))[0]).toBe(
      'Medicinskt ansvarig',
    );
  });

  it('ask who performs laser only where there is laser and no one on the staff names it', () => {
    expect(heads(CLINIC, STAFF, LASER, treatment('laser', 'Ipl', photo))).toEqual(['Laser']);
    const laserNurse = yamlFile('staff.yaml', [
      { name: 'Eva Läkare', title: 'Laserterapeut', licence: 'Läkare', portrait: {} },
    ]);
    expect(heads(CLINIC, laserNurse, LASER, treatment('laser', 'Ipl', photo))).toEqual([]);
  });

  it('name what is still a sample, file by file', () => {
    const questions = questionsFromContent(
      contentOf([
        CLINIC,
        CARE,
        yamlFile('testimonials.yaml', [{ text: 'Mycket bra!', author: 'Anna K.', sample: true }]),
      ]),
    );
    expect(questions[0]).toMatch(/^Exempel: src\/content\/testimonials\.yaml .*fältet post 1/);
  });

  it('name what a visitor would miss: a photo, a portrait, a price, a card’s validity, the hours', () => {
    const clinic = yamlFile('clinic.yaml', {
      openingHours: { regular: [{ from: 'Lördag', to: 'Söndag', note: 'Varierande öppettider' }] },
    });
    const staff = yamlFile('staff.yaml', [{ name: 'Eva', title: 'Terapeut' }]);
    const asked = heads(
      clinic,
      staff,
      CARE,
      treatment('hudvard', 'Peeling', { price: undefined }),
      treatment('hudvard', 'Klippkort', { ...photo, priceKind: 'course' }),
    );
    expect(asked).toEqual(['Foton', 'Porträtt', 'Priser', 'Kurer och klippkort', 'Öppettider']);
  });

  it('ask whether a late-cancellation fee is fair wherever the booking rules charge one, and whether the booking service carries out the withdrawal', () => {
    const rules = (late: string) => yamlFile('pages/bokningsregler.yaml', { cancellation: { late } });
    const base = [CLINIC, STAFF, CARE, treatment('hudvard', 'Peeling', photo)] as const;
    expect(heads(...base, rules('Avbokar du senare tar vi ut en avgift.'))).toEqual([
      'Sen avbokning',
      'Ångerrätt',
    ]);
    expect(
      questionsFromContent(contentOf([...base, rules('Avbokar du senare tar vi ut en avgift.')]))[0],
    ).toContain('"Avbokar du senare tar vi ut en avgift."');
    expect(heads(...base)).toEqual([]);
  });

  it('ask how the reviews shown are chosen wherever the home page shows any', () => {
    const base = [CLINIC, STAFF, CARE, treatment('hudvard', 'Peeling', photo)] as const;
    const reviews = (items: unknown[]) => yamlFile('testimonials.yaml', items);
    expect(heads(...base, reviews([{ id: 't1', text: 'Lugnt och tydligt.', author: 'A. B.' }]))).toEqual([
      'Omdömen',
    ]);
    expect(heads(...base, reviews([]))).toEqual([]);
  });

  it('ask whether to keep a page on care given only after a doctor’s assessment', () => {
    const drip = treatment('injektioner', 'Dropp', { ...photo, prescriptionOnly: true });
    expect(heads(CLINIC, STAFF, INJECTIONS, drip)).toContain('Efter läkarens bedömning');
    expect(heads(CLINIC, STAFF, INJECTIONS, treatment('injektioner', 'Filler', photo))).not.toContain(
      'Efter läkarens bedömning',
    );
  });

  it('ask who the web host is wherever the privacy policy names one without a name', () => {
    const base = [CLINIC, STAFF, CARE, treatment('hudvard', 'Peeling', photo)] as const;
    const policy = (body: string) => ({
      file: 'src/content/pages/integritetspolicy.md',
      text: `---\ndescription: Hur vi hanterar personuppgifter.\n---\n\n${body}\n`,
    });
    const asked = (body: string) =>
      questionsFromContent(contentOf([...base, policy(body)])).filter((q) => /webbhotellet/.test(q));
    expect(asked('Webbhotellet behandlar din IP-adress för vår räkning.')).toHaveLength(1);
    expect(asked('Vi sparar inga uppgifter om ditt besök.')).toEqual([]);
  });

  it('leave out hidden treatments', () => {
    expect(heads(CLINIC, STAFF, CARE, treatment('hudvard', 'Peeling', { hidden: true }))).toEqual([]);
  });
});
