/**
 * What a static site can do against form spam (docs/contact-form.md). EmailJS's keys are public,
 * so these only stop scripts that drive the page itself; the account's own settings do the rest.
 */

/**
 * A person needs at least this long, counted from the page's navigation, to open the page and
 * fill the form; a script that fills it the moment the form runs is faster. From the navigation
 * rather than from the form's hydration, so what a visitor typed before the form ran counts too.
 */
export const MINIMUM_FILL_MS = 3000;

/** Whether the form is sent sooner after the navigation than a person could. */
export const sentTooSoon = (now: number = performance.now()): boolean => now < MINIMUM_FILL_MS;
