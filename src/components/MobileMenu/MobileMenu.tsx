import { useLang, usePages } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import type { MenuBranch, MenuNode } from '../../lib/domain/menu';
import styles from './MobileMenu.module.css';
import utilities from '../../styles/utilities.module.css';

const DIALOG_ID = 'meny';

function Items({ nodes, currentPath }: { nodes: readonly MenuNode[]; currentPath: string }) {
  return (
    <ul className={styles.items}>
      {nodes.map((node) => (
        <li key={node.href}>
          <a href={node.href} lang={node.lang} aria-current={node.href === currentPath ? 'page' : undefined}>
            {node.label}
          </a>
          {node.kind === 'branch' && <SubLevel branch={node} currentPath={currentPath} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * One drill-down level: a <details> whose summary is the arrow that opens it and, once open, the
 * "Tillbaka" at the top of the level (CSS turns the open details into the whole panel). One
 * control for both, so focus never has to be handed back: after "Tillbaka" it is on the arrow
 * that opened the level, in every engine, with or without JavaScript.
 */
function SubLevel({ branch, currentPath }: { branch: MenuBranch; currentPath: string }) {
  const { site } = useUi();
  // Classes only where CSS needs them: the menu is on every page, and each byte counts 18 times.
  return (
    <details className={styles.subLevel}>
      <summary>
        {/* One string: text beside a value would be joined by <!-- --> in the HTML. */}
        <span className={utilities.visuallyHidden}>{site.menu.openLevel(branch.label)}</span>
        <span>{site.menu.back}</span>
      </summary>
      {/* The level's visible title is its name, drawn by CSS from aria-label: typed once. */}
      <div role="group" aria-label={branch.label} className={styles.level}>
        <Items nodes={branch.children} currentPath={currentPath} />
      </div>
    </details>
  );
}

function MenuIcon() {
  return (
    <>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" />
      </svg>
      <span>{usePages().menu.title}</span>
    </>
  );
}

/**
 * The small-screen menu: a modal <dialog> (focus stays inside it while open) with a drill-down
 * level per branch. The Meny button opens it by an invoker command: no script in engines that
 * have them, a polyfill in those that do not. With JavaScript off it is a link to /Meny, the
 * whole menu as a page.
 */
export function MobileMenu({ menu, currentPath }: { menu: readonly MenuNode[]; currentPath: string }) {
  const { site } = useUi();
  const pages = usePages();
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.open}
        commandfor={DIALOG_ID}
        command="show-modal"
        aria-haspopup="dialog"
      >
        <MenuIcon />
      </button>
      {/* With JavaScript off, a browser parses this as elements and CSS hides the button above:
          the Meny control is then a link to the menu as a page, which works in every engine. */}
      <noscript>
        <a className={styles.open} href={pages.menu.path}>
          <MenuIcon />
        </a>
      </noscript>
      <dialog id={DIALOG_ID} className={styles.dialog} aria-labelledby="meny-rubrik" closedby="any">
        {/* A dialog form closes its dialog natively, in every engine, without script. It stays
            above every level, so one close button serves them all. */}
        <form method="dialog" className={styles.closeForm}>
          <button className={styles.close}>
            <span className={utilities.visuallyHidden}>{site.menu.close}</span>
          </button>
        </form>
        <nav className={styles.top} aria-label={site.menu.mobile}>
          <h2 className={styles.heading} id="meny-rubrik">
            {pages.menu.title.toLocaleUpperCase(useLang())}
          </h2>
          <Items nodes={menu} currentPath={currentPath} />
        </nav>
      </dialog>
    </div>
  );
}
