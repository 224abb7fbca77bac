/**
 * What the desktop dropdowns do beyond popovertarget (click, Enter, Escape, a click elsewhere),
 * loaded by every engine: no platform feature does it as wanted. Chromium's interest invokers
 * (`interestfor`) opened a panel on focus too, so Tab walked through every panel's links.
 * - A mouse hovering a trigger opens its panel; leaving trigger and panel closes it. Mouse only:
 *   touch and keyboard open a panel by click and Enter.
 * - A click on a trigger whose panel hovering opened keeps it open (popovertarget would toggle it
 *   shut under the pointer); the next click closes it.
 * - Focus moving anywhere outside a dropdown closes its panel, so Tab never lands under it.
 * Loaded when the visitor first points at or focuses a trigger (src/delivery/platform-polyfills.ts).
 */
const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 250;

for (const trigger of document.querySelectorAll<HTMLButtonElement>('nav button[popovertarget]')) {
  const panel = trigger.popoverTargetElement as HTMLElement | null;
  const dropdown = trigger.parentElement;
  if (!panel || !dropdown) continue;
  const isOpen = () => panel.matches(':popover-open');
  let timer: number | undefined;
  let openedByHover = false;
  const after = (delay: number, action: () => void) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(action, delay);
  };
  const open = () => {
    if (isOpen()) return;
    panel.showPopover();
    openedByHover = true;
  };
  const close = () => {
    // A panel the keyboard is working in stays open.
    if (isOpen() && !panel.contains(document.activeElement)) panel.hidePopover();
  };
  const onMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };
  trigger.addEventListener(
    'pointerenter',
    onMouse(() => after(OPEN_DELAY_MS, open)),
  );
  trigger.addEventListener(
    'pointerleave',
    onMouse(() => after(CLOSE_DELAY_MS, close)),
  );
  panel.addEventListener(
    'pointerenter',
    onMouse(() => window.clearTimeout(timer)),
  );
  panel.addEventListener(
    'pointerleave',
    onMouse(() => after(CLOSE_DELAY_MS, close)),
  );
  // The pointer that loaded this file may be on the trigger already.
  if (trigger.matches(':hover')) after(OPEN_DELAY_MS, open);
  trigger.addEventListener('click', (event) => {
    // The click decides: no hover delay still running may undo it.
    window.clearTimeout(timer);
    // A cancelled click does not run popovertarget's toggle.
    if (openedByHover && isOpen()) event.preventDefault();
    openedByHover = false;
  });
  document.addEventListener('focusin', (event) => {
    if (isOpen() && !dropdown.contains(event.target as Node)) panel.hidePopover();
  });
}

export {};
