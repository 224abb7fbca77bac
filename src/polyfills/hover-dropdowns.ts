/**
 * Hovering a dropdown trigger opens its panel, for engines without interest invokers (Firefox,
 * Safari); Chromium does this natively from the same `interestfor` attribute. Mouse only: touch
 * and keyboard open the panel by click and Enter (popovertarget) in every engine.
 *
 * Our own few lines rather than the interestfor polyfill: that one also opens a panel when its
 * trigger gets focus, so a panel closed with Escape opened again as focus returned to its trigger.
 */
const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 250;

for (const trigger of document.querySelectorAll<HTMLButtonElement>('button[interestfor]')) {
  const panel = document.getElementById(trigger.getAttribute('interestfor') ?? '');
  if (!panel) continue;
  let timer: number | undefined;
  const after = (delay: number, action: () => void) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(action, delay);
  };
  const open = () => {
    if (!panel.matches(':popover-open')) panel.showPopover();
  };
  const close = () => {
    // A panel the keyboard is working in stays open.
    if (panel.matches(':popover-open') && !panel.contains(document.activeElement)) panel.hidePopover();
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
}
document.documentElement.dataset['hoverDropdowns'] = 'on';

export {};
