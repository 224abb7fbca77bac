/**
 * A page's inline CSS without the CSS Modules rules that can match nothing on it (issue 17: every
 * page inlines its CSS). A page carries the CSS of every module its screen imports, rendered or
 * not: a concern page without questions still carried the FAQ's accordion, a treatment page the
 * button variants it does not show. Run on each built page (./compact-css.ts).
 *
 * The rule: a selector that needs an element with a module's class, where no element of the page
 * has it, matches nothing, so it goes; a rule left without selectors goes, then an @media left
 * empty. Only module classes count, never a global one (a class a script sets on <html>, say),
 * and only outside :not(), :is(), :where() and :has(), whose arguments may match without the
 * class. Scripts on a page without an island add no module class (the carousels and the menus
 * work with attributes); a page with an island, whose React can render any class of its
 * modules later, keeps its CSS whole.
 */
import postcss from 'postcss';

/** The classes of every element on the page, from its class attributes. */
export function pageClassNames(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)].flatMap(([, double, single]) =>
      (double ?? single ?? '').split(/\s+/).filter(Boolean),
    ),
  );
}

/**
 * The classes a selector needs: those outside any parenthesis (a functional pseudo-class's
 * arguments) and outside attribute selectors and strings.
 */
export function requiredClassNames(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '\\') i += 1;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '.' && depth === 0) {
      const name = /^-?[_a-zA-Z][\w-]*/.exec(selector.slice(i + 1))?.[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** `css` without the selectors that need a module class none of `present` is. */
export function dropUnmatchedRules(
  css: string,
  present: ReadonlySet<string>,
  moduleClasses: ReadonlySet<string>,
): string {
  const root = postcss.parse(css);
  const matchable = (selector: string) =>
    requiredClassNames(selector).every((name) => present.has(name) || !moduleClasses.has(name));
  root.walkRules((rule) => {
    // Keyframe selectors (from, 50%) name no class; nothing else in a rule's list is skipped.
    const kept = rule.selectors.filter(matchable);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  const dropEmpty = (container: postcss.Container) =>
    container.each((node) => {
      if (node.type !== 'atrule' || !node.nodes) return;
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    });
  dropEmpty(root);
  return root.toString();
}

/** The page with each <style> trimmed to what can match, unless the page has an island. */
export function trimPageCss(html: string, moduleClasses: ReadonlySet<string>): string {
  if (html.includes('<astro-island')) return html;
  const present = pageClassNames(html);
  return html.replace(
    /(<style>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) =>
      open + dropUnmatchedRules(css, present, moduleClasses) + close,
  );
}
