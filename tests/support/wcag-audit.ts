/**
 * WCAG 2.2 checks that axe does not make, asked the way an auditor asks them, as functions that
 * run in the page: each travels as its source text (Playwright's `page.evaluate`, or the engines'
 * `driver.evaluate`), so it uses only its JSON arguments and the page's globals, and returns a
 * list of findings, one sentence each, naming the element. An empty list is a pass.
 *
 * What the page is made of is never known here: every focusable element, every sticky box, every
 * control the page holds is measured from its computed style and its box.
 */

/** The WCAG 1.4.12 text-spacing overrides, as the criterion states them (the auditors' bookmarklet). */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** A sticky or fixed header may cover at most this share of the viewport's height (1.4.10, 2.4.11). */
export const STICKY_SHARE = 0.25;

/** Where the page and each of its controls lie, and what text spacing, zoom or width did to them. */
// A type, not an interface: it travels into the page as JSON (an interface has no index signature).
export type LayoutOptions = {
  /** Add these CSS rules first (the 1.4.12 overrides), or take them away with null. */
  textSpacing: string | null;
  /** Measure the sticky boxes and every focus stop under them (reflow at a short viewport). */
  stickyShare: number | null;
};

/**
 * Reflow (1.4.10), text spacing (1.4.12), resize text (1.4.4) and focus not obscured (2.4.11):
 * no sideways page scroll; no control, or its icon, pushed out of the viewport, cut by a box that
 * hides its overflow, or squeezed to nothing; and, when asked, no sticky box taller than its share
 * of the viewport and no focus stop hidden under one.
 */
export function layoutFindings(options: LayoutOptions): string[] {
  const found: string[] = [];
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const id = el.id ? `#${el.id}` : '';
    return `<${el.tagName.toLowerCase()}${id}> "${text.slice(0, 40)}"`;
  };
  document.getElementById('wcag-text-spacing')?.remove();
  if (options.textSpacing !== null) {
    const style = document.createElement('style');
    style.id = 'wcag-text-spacing';
    style.textContent = options.textSpacing;
    document.head.append(style);
  }
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth)
    found.push(`the page scrolls sideways: ${pageWidth} px in ${viewportWidth} px`);

  const focusables = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.tabIndex < 0) return false;
    // Out of reach: inert, in a closed dialog or popover, or hidden from everyone (a spam trap).
    if (el.closest('[inert], dialog:not([open]), [popover]:not(:popover-open), [aria-hidden="true"]'))
      return false;
    const box = el.getBoundingClientRect();
    // A visually hidden element (the skip link until focused, hidden text) is 1 px or less.
    return box.width > 1 && box.height > 1;
  });
  /** The nearest ancestor that scrolls sideways: what lies in it is reached by scrolling it. */
  const scroller = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && up.scrollWidth > up.clientWidth) return up;
    }
    return null;
  };
  for (const el of focusables) {
    const box = el.getBoundingClientRect();
    if (!scroller(el) && (box.left < -1 || box.right > viewportWidth + 1)) {
      found.push(
        `${name(el)} lies outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px of ${viewportWidth})`,
      );
    }
    for (const icon of el.querySelectorAll('svg')) {
      if (!icon.checkVisibility()) continue;
      const size = icon.getBoundingClientRect();
      if (size.width < 1 || size.height < 1)
        found.push(
          `${name(el)}: its icon is squeezed to ${Math.round(size.width)}×${Math.round(size.height)} px`,
        );
    }
  }
  // Text cut by a box that hides its overflow: the box is smaller than what it holds.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
    const style = getComputedStyle(el);
    if (
      style.overflowX !== 'hidden' &&
      style.overflowX !== 'clip' &&
      style.overflowY !== 'hidden' &&
      style.overflowY !== 'clip'
    )
      continue;
    if (!el.checkVisibility() || !(el.innerText ?? '').trim()) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    // Media (a photo's crop) may be cut; text is what must not be.
    const cutX =
      (style.overflowX === 'hidden' || style.overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1;
    const cutY =
      (style.overflowY === 'hidden' || style.overflowY === 'clip') && el.scrollHeight > el.clientHeight + 1;
    if (!cutX && !cutY) continue;
    const texts = [...el.querySelectorAll<HTMLElement>('*')].filter((child) => {
      if (child.children.length > 0 || !(child.textContent ?? '').trim() || !child.checkVisibility())
        return false;
      const inner = child.getBoundingClientRect();
      return (
        inner.width > 1 &&
        (inner.right > box.right + 1 || inner.bottom > box.bottom + 1 || inner.left < box.left - 1)
      );
    });
    if (texts.length > 0) found.push(`${name(el)} cuts its text: ${texts.slice(0, 3).map(name).join(', ')}`);
  }

  if (options.stickyShare !== null) {
    // Scroll to the middle: a sticky box shows its stuck height there.
    window.scrollTo({
      top: (document.documentElement.scrollHeight - viewportHeight) / 2,
      behavior: 'instant',
    });
    // The boxes that may stay (looked up once: each focus stop only measures them again).
    const stays = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'sticky' || position === 'fixed') && el.checkVisibility();
    });
    const stuck = () =>
      stays.filter((el) => {
        if (el.closest('dialog:not([open]), [popover]:not(:popover-open)')) return false;
        const box = el.getBoundingClientRect();
        return box.top <= 1 && box.bottom > 0 && box.height > 1;
      });
    for (const el of stuck()) {
      const height = Math.round(el.getBoundingClientRect().bottom);
      if (height > viewportHeight * options.stickyShare) {
        found.push(
          `${name(el).slice(0, 30)}… stays on screen ${height} px tall in a ${viewportHeight} px viewport`,
        );
      }
    }
    // Each focus stop in turn, as Tab would reach it: not entirely hidden under a sticky box.
    for (const el of focusables) {
      el.focus({ preventScroll: false });
      if (document.activeElement !== el) continue;
      const covered = Math.max(
        0,
        ...stuck()
          .filter((box) => !box.contains(el))
          .map((box) => box.getBoundingClientRect().bottom),
      );
      const box = el.getBoundingClientRect();
      // Only a sticky box can hide it here (an engine may scroll a focused element in later).
      if (covered > 0 && box.bottom <= covered + 1)
        found.push(`${name(el)}: focused, it is hidden under a sticky box (${Math.round(covered)} px)`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  }
  return found;
}

/**
 * Focus visible (2.4.7) and non-text contrast (1.4.11): each focus stop, focused, draws an
 * indicator (an outline or a shadow that it lacked) whose colour has at least 3:1 against the
 * colour it is drawn on (an outline outside the element lies on its parent's background). An
 * element on a photo or gradient is reported as unmeasured, not passed.
 */
export function focusFindings(): { found: string[]; measured: number; unmeasured: string[] } {
  const found: string[] = [];
  const unmeasured: string[] = [];
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text.slice(0, 40)}"`;
  };
  const rgba = (color: string): [number, number, number, number] | null => {
    const m = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(color);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  /** The colour behind `el`'s own box, its ancestors' backgrounds laid over white; null on an image. */
  const backdrop = (el: Element | null): [number, number, number] | null => {
    const layers: Array<[number, number, number, number]> = [];
    for (let up = el; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      const color = rgba(style.backgroundColor);
      if (color && color[3] > 0) layers.push(color);
      if (color && color[3] >= 1) break;
      if (style.backgroundImage !== 'none') return null;
    }
    let mixed: [number, number, number] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      mixed = [r * a + mixed[0] * (1 - a), g * a + mixed[1] * (1 - a), b * a + mixed[2] * (1 - a)];
    }
    return mixed;
  };
  const luminance = ([r, g, b]: [number, number, number]) => {
    const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: [number, number, number], b: [number, number, number]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const indicator = (el: Element) => {
    const style = getComputedStyle(el);
    return {
      outline:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineWidth} ${style.outlineColor}`
          : '',
      color: style.outlineColor,
      offset: parseFloat(style.outlineOffset),
      shadow: style.boxShadow,
    };
  };
  const focusables = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (el) =>
      el.checkVisibility({ visibilityProperty: true }) &&
      el.tabIndex >= 0 &&
      !el.closest('[inert], dialog:not([open]), [popover]:not(:popover-open), [aria-hidden="true"]'),
  );
  let measured = 0;
  for (const el of focusables) {
    const before = indicator(el);
    el.focus();
    if (document.activeElement !== el) continue;
    if (!el.matches(':focus-visible')) {
      unmeasured.push(`${name(el)}: not :focus-visible when focused from the keyboard`);
      continue;
    }
    const after = indicator(el);
    if (!after.outline && after.shadow === before.shadow) {
      found.push(`${name(el)} shows no focus indicator`);
      continue;
    }
    if (after.outline === before.outline && after.shadow === before.shadow) {
      found.push(`${name(el)}: focus changes nothing it shows (${after.outline})`);
      continue;
    }
    if (!after.outline) continue;
    const ring = rgba(after.color);
    const behind = backdrop(after.offset < 0 ? el : el.parentElement);
    if (!ring || !behind) {
      unmeasured.push(`${name(el)}: drawn on an image`);
      continue;
    }
    measured += 1;
    const contrast = ratio([ring[0], ring[1], ring[2]], behind);
    if (contrast < 3)
      found.push(
        `${name(el)}: its focus ring has ${contrast.toFixed(2)}:1 against rgb(${behind.map(Math.round).join(' ')})`,
      );
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return { found, measured, unmeasured };
}

/**
 * What draws an edge without a border (a background or a shadow differing from what is behind
 * it), marked on each element so that forcedColourFindings() can ask about the same elements once
 * forced colours are on: there a background becomes the page's, and a shadow goes.
 */
export function markEdgesByBackground(): number {
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, dialog, [popover], [role="dialog"]',
  );
  let marked = 0;
  const opaque = (color: string) => !/rgba\([^)]*, 0\)|transparent/.test(color);
  for (const el of controls) {
    const style = getComputedStyle(el);
    const hasBorder = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    const parentColor = el.parentElement ? getComputedStyle(el.parentElement).backgroundColor : '';
    const edgeByBackground = opaque(style.backgroundColor) && style.backgroundColor !== parentColor;
    const edgeByShadow = style.boxShadow !== 'none';
    // An icon drawn with a background in ::before or ::after (a close cross of two bars).
    const drawnIcon = ['::before', '::after'].some((pseudo) => {
      const part = getComputedStyle(el, pseudo);
      return (
        part.content !== 'none' &&
        part.content !== 'normal' &&
        opaque(part.backgroundColor) &&
        part.backgroundImage === 'none' &&
        parseFloat(part.height) <= 4
      );
    });
    if ((!hasBorder && (edgeByBackground || edgeByShadow)) || drawnIcon) {
      el.dataset['wcagEdge'] = drawnIcon ? 'icon' : 'edge';
      marked += 1;
    }
  }
  return marked;
}

/**
 * Forced colours (1.4.11 in a contrast theme): each element markEdgesByBackground() marked keeps
 * a visible boundary, a border or outline in a system colour, and an icon drawn with a background
 * is drawn in a colour other than the page's.
 */
export function forcedColourFindings(): string[] {
  const found: string[] = [];
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text.slice(0, 40)}"`;
  };
  for (const el of document.querySelectorAll<HTMLElement>('[data-wcag-edge]')) {
    const style = getComputedStyle(el);
    if (el.dataset['wcagEdge'] === 'icon') {
      // The colour the icon is drawn on: the nearest opaque background, the button's or behind it.
      const transparent = (color: string) => /^rgba\(.*, 0\)$/.test(color) || color === 'transparent';
      let behind = 'rgb(255, 255, 255)';
      for (let up: Element | null = el; up; up = up.parentElement) {
        const color = getComputedStyle(up).backgroundColor;
        if (!transparent(color)) {
          behind = color;
          break;
        }
      }
      const invisible = ['::before', '::after'].some((pseudo) => {
        const part = getComputedStyle(el, pseudo);
        if (part.content === 'none' || part.content === 'normal' || part.borderTopStyle !== 'none')
          return false;
        return transparent(part.backgroundColor) || part.backgroundColor === behind;
      });
      if (invisible) found.push(`${name(el)}: its icon takes the page's colour in forced colours`);
      continue;
    }
    const sides = ['top', 'right', 'bottom', 'left'].filter(
      (side) =>
        style.getPropertyValue(`border-${side}-style`) !== 'none' &&
        parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
    );
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (sides.length === 0 && !outline) found.push(`${name(el)} has no boundary in forced colours`);
  }
  return found;
}

/**
 * Animation from interactions (2.3.3) and motion the visitor asked to be spared: with reduced
 * motion asked for, nothing moves by itself (no running animation or transition of a transform,
 * and no smooth scrolling), and no transition of a transform is declared on a visible element.
 */
export function motionFindings(): string[] {
  const found: string[] = [];
  const moving = /transform|translate|rotate|scale|^all$/;
  if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth')
    found.push('the page scrolls smoothly');
  for (const animation of document.getAnimations()) {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    found.push(`${target?.tagName.toLowerCase() ?? '?'}: a running ${animation.constructor.name}`);
  }
  for (const el of document.body.querySelectorAll<Element>('*')) {
    const style = getComputedStyle(el);
    const durations = style.transitionDuration.split(', ').map(parseFloat);
    const properties = style.transitionProperty.split(', ');
    const moves = properties.some(
      (property, i) => moving.test(property) && (durations[i % durations.length] ?? 0) > 0.01,
    );
    if (moves && el.checkVisibility())
      found.push(
        `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> moves on interaction (${style.transitionProperty} ${style.transitionDuration})`,
      );
    if (style.animationName !== 'none' && parseFloat(style.animationDuration) > 0.01)
      found.push(`<${el.tagName.toLowerCase()}> animates (${style.animationName})`);
  }
  return found;
}
