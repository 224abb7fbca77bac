import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { testPorts } from '../../scripts/test-ports';
import { axeViolations } from './axe';
import { focusFindings } from '../support/wcag-audit';
import { CONTACT_LANGUAGE_FIELD } from '../../src/config/contact-fields';
import { LOCAL_INBOX } from '../../src/config/local-inbox';
import { englishPages } from '../../src/config/routes';
import { clinic, PHONE_NAME } from './content';
import { AFTER_LOAD_MS, TYPING_PAUSE_MS } from '../../src/delivery';
import * as englishWords from '../../src/i18n/en/form';
import { fromEnglishPage } from '../../src/i18n/sv/inbox';
import * as formWords from '../../src/i18n/sv/form';
import { MINIMUM_FILL_MS } from '../../src/lib/browser/spam-guards';

/**
 * The contact form against the built site and the real local inbox that `npm start` runs:
 * every message a test sends is read back from the inbox's file.
 */
const SUCCESS = 'Tack! Ditt meddelande har skickats.';
const CONSENT = 'Du måste godkänna vår integritetspolicy innan du skickar formuläret.';
/** The inbox serve-nginx.ts started, on the port the test build baked into the form. */
const INBOX = testPorts().inboxOrigin;

let counter = 0;
/** A unique address per send, so parallel tests find their own messages in the shared inbox. */
const uniqueEmail = () => `test-${process.pid}-${Date.now()}-${(counter += 1)}@exempel.se`;

function inboxMessages(email: string): Array<Record<string, string>> {
  if (!existsSync(LOCAL_INBOX.file)) return [];
  return readFileSync(LOCAL_INBOX.file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { fields: Record<string, string> }).fields)
    .filter((fields) => fields['email'] === email);
}

const visitor = (email: string) => ({
  namn: 'Åsa-Märta',
  efternamn: 'Öberg 😊',
  telefon: '070-123 45 67',
  email,
  beskrivning: 'Hej! Jag undrar över <b>fillers</b> & "hudboosters" – går det bra i maj?\nVänliga hälsningar',
});

/**
 * Opens a page with the form and lets the few seconds pass that a person needs before sending
 * (spam-guards.ts) on the page's own clock, which the test moves on rather than waits for: the
 * clock is installed before the page opens, so performance.now() runs from its start, and
 * otherwise runs as time does.
 */
async function openFormPage(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.clock.fastForward(MINIMUM_FILL_MS);
}

async function openForm(page: Page) {
  await openFormPage(page, '/HittaBehandling');
  const form = page.getByRole('form', { name: 'Kontaktformulär' });
  await expect(form.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
  return form;
}

async function fill(page: Page, values: ReturnType<typeof visitor>) {
  await page.getByLabel('Förnamn').fill(values.namn);
  await page.getByLabel('Efternamn').fill(values.efternamn);
  await page.getByLabel('Telefon (frivilligt)').fill(values.telefon);
  await page.getByLabel('E-post').fill(values.email);
  await page.getByLabel(formWords.message).fill(values.beskrivning);
}

async function expectKept(page: Page, values: ReturnType<typeof visitor>) {
  await expect(page.getByLabel('Förnamn')).toHaveValue(values.namn);
  await expect(page.getByLabel('Efternamn')).toHaveValue(values.efternamn);
  await expect(page.getByLabel('Telefon (frivilligt)')).toHaveValue(values.telefon);
  await expect(page.getByLabel('E-post')).toHaveValue(values.email);
  await expect(page.getByLabel(formWords.message)).toHaveValue(values.beskrivning);
  // Editable, not locked while the form waits or fails: the visitor can copy it to call or mail.
  await expect(page.getByLabel(formWords.message)).toBeEditable();
  await expect(page.getByRole('checkbox')).toBeChecked();
}

test('a full send lands in the inbox verbatim, then the form is cleared', async ({ page }) => {
  const values = visitor(uniqueEmail());
  await openForm(page);
  await fill(page, values);
  await expect(page.getByText(formWords.counter(values.beskrivning.length, 2000))).toBeVisible();
  await page.getByRole('checkbox', { name: /integritetspolicyn/ }).check();
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();

  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  const [message, ...more] = inboxMessages(values.email);
  expect(more).toEqual([]);
  expect(message).toEqual({
    ...values,
    // A form sends a textarea's line breaks as CRLF (HTML's form encoding); the rest is byte for byte.
    beskrivning: values.beskrivning.replace(/\n/g, '\r\n'),
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    service_id: 'lokal-tjanst',
    template_id: 'lokal-mall',
    user_id: 'lokal-nyckel',
  });
  for (const label of ['Förnamn', 'Efternamn', 'Telefon (frivilligt)', 'E-post', formWords.message]) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('without consent it says so exactly and sends nothing', async ({ page }) => {
  const values = visitor(uniqueEmail());
  await openForm(page);
  await fill(page, values);
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  // Beside the box, as its description, and the box required and invalid to assistive technology.
  const box = page.getByRole('checkbox');
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleDescription(CONSENT);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(await box.evaluate((input: HTMLInputElement) => input.required)).toBe(true);
  // In its error state too, focus shows a ring of 3:1 on the box, as on every other control (2.4.7, 1.4.11).
  await page.keyboard.press('Shift');
  const rings = await page.evaluate(focusFindings);
  expect(rings.found).toEqual([]);
  expect(rings.measured).toBeGreaterThan(0);
  expect(inboxMessages(values.email)).toEqual([]);
  await expect(page.getByLabel('E-post')).toHaveValue(values.email);
});

test('empty or wrong fields get Swedish messages beside them, and focus goes to the first', async ({
  page,
}) => {
  await openForm(page);
  await page.getByLabel('E-post').fill('inte-en-adress');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByLabel('Förnamn')).toBeFocused();
  await expect(page.getByLabel('Förnamn')).toHaveAccessibleDescription('Fyll i ditt förnamn.');
  await expect(page.getByLabel('Efternamn')).toHaveAccessibleDescription('Fyll i ditt efternamn.');
  await expect(page.getByLabel('E-post')).toHaveAccessibleDescription(/Skriv en giltig e-postadress/);
  await expect(page.getByLabel(formWords.message)).toHaveAccessibleDescription(
    new RegExp(formWords.missing.beskrivning.replace('.', '\\.')),
  );
  await expect(page.getByLabel('Telefon (frivilligt)')).not.toHaveAttribute('aria-invalid');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('every failure shows its message and keeps what was typed', () => {
  test('0: no connection', async ({ page }) => {
    const values = visitor(uniqueEmail());
    await page.route(`${INBOX}/**`, (route) => route.abort('internetdisconnected'));
    await openForm(page);
    await fill(page, values);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Något gick fel: Det gick inte att nå servern. Kontrollera din internetanslutning och försök igen.',
    );
    await expectKept(page, values);
  });

  test('403: a blocked address', async ({ page }) => {
    const values = visitor('blockerad@spam.example');
    const before = inboxMessages(values.email).length;
    await openForm(page);
    await fill(page, values);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Något gick fel: Meddelanden från den här e-postadressen tas inte emot. Ring eller mejla oss i stället.',
    );
    await expectKept(page, values);
    expect(inboxMessages(values.email)).toHaveLength(before);
  });

  test('429: sending again too soon', async ({ page }) => {
    const first = visitor(uniqueEmail());
    await openForm(page);
    await fill(page, first);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);

    const second = visitor(uniqueEmail());
    await fill(page, second);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Något gick fel: Du skickade nyss ett meddelande. Vänta en stund innan du skickar igen.',
    );
    await expectKept(page, second);
    expect(inboxMessages(second.email)).toEqual([]);
  });

  test('400: the inbox refuses a request that lacks a field, with its reason', async ({ page }) => {
    const values = visitor(uniqueEmail());
    // The request reaches the real inbox without its service_id, as a misconfigured site would send it.
    await page.route(`${INBOX}/**`, async (route) => {
      const body = route.request().postData() ?? '';
      const stripped = body.replace(
        /--[^\r\n]+\r\nContent-Disposition: form-data; name="service_id"\r\n\r\n[^\r\n]*\r\n/,
        '',
      );
      await route.continue({ postData: stripped });
    });
    await openForm(page);
    await fill(page, values);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Något gick fel: Meddelandet togs inte emot på grund av ett fel i formulärets inställningar. Ring eller mejla oss i stället.',
    );
    await expectKept(page, values);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('500 with an HTML error page: Swedish words, no HTML, no English', async ({ page }) => {
    const values = visitor(uniqueEmail());
    await page.route(`${INBOX}/**`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>',
      }),
    );
    await openForm(page);
    await fill(page, values);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Något gick fel: Tjänsten som skickar meddelanden har ett tillfälligt fel. Försök igen om en stund, eller ring eller mejla oss.',
    );
    await expect(page.getByRole('status')).not.toContainText(/Internal|Error|<|>/);
    await expectKept(page, values);
  });
});

/** Holds every request to the inbox until the returned function lets them through. */
async function holdInbox(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${INBOX}/**`, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Sends a filled form while the inbox holds its answer, and lets the page's clock run past the
 * slow-send notice (15 s). Returns the function that lets the answer through.
 */
async function sendHeldPastNotice(page: Page, values: ReturnType<typeof visitor>) {
  const release = await holdInbox(page);
  await openForm(page);
  await fill(page, values);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await page.clock.runFor(15_500);
  return release;
}

test('a send that answers after the 15 s notice still counts: success, form cleared, one message', async ({
  page,
}) => {
  const values = visitor(uniqueEmail());
  const release = await sendHeldPastNotice(page, values);
  await expect(page.getByRole('status')).toHaveText(/^Det tar längre tid än vanligt att skicka\./);
  release();
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  await expect(page.getByLabel('E-post')).toHaveValue('');
  expect(inboxMessages(values.email)).toHaveLength(1);
});

test.describe('a failed send does not count: sending again at once delivers one message', () => {
  const blockers = {
    '500 from the service': (route: Route) =>
      route.fulfill({
        status: 500,
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: 'Internal Server Error',
      }),
    'no connection': (route: Route) => route.abort('internetdisconnected'),
  };
  for (const [blocked, block] of Object.entries(blockers)) {
    test(blocked, async ({ page }) => {
      const values = visitor(uniqueEmail());
      await page.route(`${INBOX}/**`, block);
      await openForm(page);
      await fill(page, values);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Skicka meddelande' }).click();
      await expect(page.getByRole('status')).toHaveText(/^Något gick fel: /);
      await expectKept(page, values);

      await page.unroute(`${INBOX}/**`);
      await page.getByRole('button', { name: 'Skicka meddelande' }).click();
      await expect(page.getByRole('status')).toHaveText(SUCCESS);
      expect(inboxMessages(values.email)).toHaveLength(1);
    });
  }
});

test('a slow send is never sent twice: after the 15 s notice a retry waits for the first answer', async ({
  page,
}) => {
  const values = visitor(uniqueEmail());
  let requests = 0;
  page.on('request', (request) => request.url().startsWith(INBOX) && (requests += 1));
  const release = await sendHeldPastNotice(page, values);
  await expect(page.getByRole('status')).toHaveText(formWords.slow);
  await expectKept(page, values);

  // The visitor tries again: a click on the button, Enter in a field.
  await page.locator('button[type="submit"]').click({ force: true });
  await page.getByLabel('E-post').press('Enter');
  await page.clock.runFor(5_000);
  release();
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  expect(requests).toBe(1);
  expect(inboxMessages(values.email)).toHaveLength(1);
});

test.describe('spam guards', () => {
  test('a script that fills the hidden trap field too is refused, and nothing is sent', async ({ page }) => {
    const values = visitor(uniqueEmail());
    const form = await openForm(page);
    const trap = form.getByLabel(formWords.trapLabel);
    // Out of sight and out of the accessibility tree: no person reaches it.
    await expect(trap).not.toBeInViewport();
    await expect(form.getByRole('textbox', { name: formWords.trapLabel })).toHaveCount(0);
    await fill(page, values);
    await trap.fill('https://spam.example', { force: true });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Något gick fel: .*Ring eller mejla oss/);
    await expectKept(page, values);
    expect(inboxMessages(values.email)).toEqual([]);
  });

  test('sent the moment the form runs it is held back with a Swedish word, and sent once the seconds have passed', async ({
    page,
  }) => {
    const values = visitor(uniqueEmail());
    // The page's clock stands still unless the test moves it: a script's speed, whatever the machine's.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/HittaBehandling');
    await page.clock.runFor(AFTER_LOAD_MS + TYPING_PAUSE_MS);
    await expect(page.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
    expect(await page.evaluate(() => performance.now())).toBeLessThan(MINIMUM_FILL_MS);
    await fill(page, values);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(/Vänta några sekunder/);
    await expectKept(page, values);
    expect(inboxMessages(values.email)).toEqual([]);

    await page.clock.runFor(MINIMUM_FILL_MS);
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
    expect(inboxMessages(values.email)).toHaveLength(1);
  });
});

test('a double click sends one message, and the button says it is sending', async ({ page }) => {
  const values = visitor(uniqueEmail());
  const release = await holdInbox(page);
  await openForm(page);
  await fill(page, values);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Skicka meddelande' }).dblclick();
  // Marked as unavailable, yet still the focused control: focus never drops to the page's start.
  const sending = page.getByRole('button', { name: 'Skickar …' });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect(sending).toBeFocused();
  release();
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  expect(inboxMessages(values.email)).toHaveLength(1);
});

test('works with the keyboard alone', async ({ page }) => {
  const values = visitor(uniqueEmail());
  await openForm(page);
  await page.getByLabel('Förnamn').focus();
  await page.keyboard.type(values.namn);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.efternamn);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.telefon);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hej från tangentbordet');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab'); // the privacy policy link inside the label
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skicka meddelande' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  expect(inboxMessages(values.email)[0]?.['beskrivning']).toBe('Hej från tangentbordet');
  expect(await axeViolations(page)).toEqual([]);
});

test('typed into before it runs: it waits for a pause in the typing, keeps every key and counts them', async ({
  page,
}) => {
  // When each key went down and when the send button came alive, in the page's own clock.
  await page.addInitScript(() => {
    const times = { keys: [] as number[], enabled: 0 };
    Object.assign(window, { times });
    addEventListener('keydown', () => times.keys.push(performance.now()), true);
    new MutationObserver(() => {
      const button = document.querySelector('form button[type="submit"]');
      if (button && !button.hasAttribute('disabled') && !times.enabled) times.enabled = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/HittaBehandling', { waitUntil: 'commit' });
  const message = page.getByLabel(formWords.message);
  const text = 'Jag skriver utan uppehåll medan sidan laddar och formuläret vaknar.';
  // 50 ms a key: about 3.5 s of typing, across the moment the form would otherwise hydrate.
  await message.pressSequentially(text, { delay: 50 });
  await expect(page.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
  await expect(message).toHaveValue(text);
  await expect(page.getByText(formWords.counter(text.length, 2000))).toBeVisible();
  const { keys, enabled, loaded } = await page.evaluate(() => ({
    ...(window as unknown as { times: { keys: number[]; enabled: number } }).times,
    loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
  }));
  // The typing went on past the moment the form would have hydrated had nobody typed...
  expect(keys.at(-1)!).toBeGreaterThan(loaded + AFTER_LOAD_MS);
  // ...and it hydrated only after a pause: no key in the TYPING_PAUSE_MS before it came alive.
  const lastKeyBefore = keys.filter((time) => time < enabled).at(-1)!;
  expect(enabled - lastKeyBefore).toBeGreaterThanOrEqual(TYPING_PAUSE_MS);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page offers e-mail and phone instead of a form that cannot send', async ({ page }) => {
    await page.goto('/HittaBehandling');
    await expect(page.getByRole('form', { name: 'Kontaktformulär' })).toBeHidden();
    const section = page.getByRole('region', { name: 'Skriv till oss' });
    // The paragraph in the form's place: the e-mail address and the phone, side by side.
    const instead = section.locator('p', { has: page.getByRole('link', { name: clinic.email }) });
    await expect(instead).toBeVisible();
    await expect(instead.getByRole('link', { name: new RegExp(`^${PHONE_NAME.source}$`) })).toBeVisible();
  });
});

/**
 * The English page's form (/en/find-a-treatment): the same form in English words, read from the
 * English dictionary, and a message that tells the clinic to answer in English. The Swedish
 * message's exact fields are the first test's: it carries no language field.
 */
test.describe('the English page\u2019s form', () => {
  const words = englishWords;
  const labels = {
    namn: words.firstName,
    efternamn: words.lastName,
    telefon: words.phone,
    email: words.email,
    beskrivning: words.message,
  } as const;

  /** A field by its accessible name: its label without the required mark, which is hidden from it. */
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

  async function openEnglishForm(page: Page) {
    await openFormPage(page, englishPages.findTreatment.path);
    const form = page.getByRole('form', { name: words.formName });
    await expect(form.getByRole('button', { name: words.send })).toBeEnabled();
    return form;
  }

  async function fillIn(page: Page, values: ReturnType<typeof visitor>) {
    for (const [name, label] of Object.entries(labels)) {
      await field(page, label).fill(values[name as keyof typeof labels]);
    }
  }

  test('empty or wrong fields and missing consent get English messages, and nothing is sent', async ({
    page,
  }) => {
    await openEnglishForm(page);
    await field(page, words.email).fill('not-an-address');
    await page.getByRole('button', { name: words.send }).click();
    await expect(field(page, words.firstName)).toBeFocused();
    await expect(field(page, words.firstName)).toHaveAccessibleDescription(words.missing.namn);
    await expect(field(page, words.lastName)).toHaveAccessibleDescription(words.missing.efternamn);
    await expect(field(page, words.email)).toHaveAccessibleDescription(words.invalidEmail);
    // The error, then the counter under the field.
    await expect(field(page, words.message)).toHaveAccessibleDescription(
      `${words.missing.beskrivning} ${words.counter(0, 2000)}`,
    );

    const values = visitor(uniqueEmail());
    await fillIn(page, values);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(words.consentMissing);
    expect(inboxMessages(values.email)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a send reaches the inbox with the language field for the clinic, and says so in English', async ({
    page,
  }) => {
    const values = visitor(uniqueEmail());
    await openEnglishForm(page);
    await fillIn(page, values);
    const form = page.getByRole('form', { name: words.formName });
    const consent = form.getByRole('checkbox', { name: new RegExp(words.consentLink) });
    await expect(form.getByRole('link', { name: words.consentLink })).toHaveAttribute(
      'href',
      englishPages.privacy.path,
    );
    await consent.check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status')).toHaveText(words.success);
    const [message, ...more] = inboxMessages(values.email);
    expect(more).toEqual([]);
    expect(message).toEqual({
      ...values,
      beskrivning: values.beskrivning.replace(/\n/g, '\r\n'),
      [CONTACT_LANGUAGE_FIELD]: fromEnglishPage,
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      service_id: 'lokal-tjanst',
      template_id: 'lokal-mall',
      user_id: 'lokal-nyckel',
    });
    for (const label of Object.values(labels)) {
      await expect(field(page, label)).toHaveValue('');
    }
  });

  test('a failed send says so in English, keeps the text, and sending again at once delivers one message', async ({
    page,
  }) => {
    const values = visitor(uniqueEmail());
    await page.route(`${INBOX}/**`, (route) => route.abort('internetdisconnected'));
    await openEnglishForm(page);
    await fillIn(page, values);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status')).toHaveText(`${words.failurePrefix}${words.offline}`);
    for (const [name, label] of Object.entries(labels)) {
      await expect(field(page, label)).toHaveValue(values[name as keyof typeof labels]);
    }

    await page.unroute(`${INBOX}/**`);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status')).toHaveText(words.success);
    expect(inboxMessages(values.email)).toHaveLength(1);
  });
});
