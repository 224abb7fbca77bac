/**
 * The platform features' test every page carries (src/delivery/platform-polyfills.ts): each
 * missing feature imports its polyfill, so current Chromium fetches nothing.
 */
declare const POLYFILL_URL: Record<'invokers' | 'closedBy' | 'hoverDropdowns', string>;

// Invoker commands (command/commandfor): the Meny button opens the dialog. Chromium 135,
// Firefox 144, Safari 26.2.
if (!('commandForElement' in HTMLButtonElement.prototype)) void import(POLYFILL_URL.invokers);

// closedby="any": a tap outside the menu closes it. Chromium 134, Firefox 141.
if (!('closedBy' in HTMLDialogElement.prototype)) void import(POLYFILL_URL.closedBy);

// The desktop dropdowns' hover and focus handling, which no engine has: the first pointer or
// focus on a trigger loads the file, so a page nobody uses it on fetches nothing; later ones get
// the module already loaded.
document
  .querySelectorAll<HTMLElement>('[popovertarget]')
  .forEach(
    (trigger) => (trigger.onfocus = trigger.onpointerover = () => import(POLYFILL_URL.hoverDropdowns)),
  );

export {};
