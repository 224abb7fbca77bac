import type { MenuBranch, MenuNode } from '../../lib/menu';
import styles from './MobileMenu.module.css';

const DIALOG_ID = 'meny';

function levelId(branch: MenuBranch): string {
  return `meny-niva-${branch.id}`;
}

function CloseButton() {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.close}`}
      commandfor={DIALOG_ID}
      command="close"
    >
      <span className="visually-hidden">Stäng menyn</span>
    </button>
  );
}

function Items({ nodes, currentPath }: { nodes: readonly MenuNode[]; currentPath: string }) {
  return (
    <ul className={styles.items}>
      {nodes.map((node) => (
        <li key={node.href}>
          <a href={node.href} aria-current={node.href === currentPath ? 'page' : undefined}>
            {node.label}
          </a>
          {node.kind === 'branch' && (
            <>
              <button type="button" className={styles.drill} popoverTarget={levelId(node)}>
                <span className="visually-hidden">Visa undermeny: {node.label}</span>
              </button>
              <SubLevel branch={node} currentPath={currentPath} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One drill-down level: a popover nested in the level it opens from, so the platform keeps the
 * stack. "Tillbaka" hides this level (back to the one below), Escape does the same.
 */
function SubLevel({ branch, currentPath }: { branch: MenuBranch; currentPath: string }) {
  const id = levelId(branch);
  return (
    <div
      id={id}
      popover="auto"
      className={`${styles.level} ${styles.subLevel}`}
      role="group"
      aria-labelledby={`${id}-rubrik`}
    >
      <div className={styles.levelHeader}>
        {/* Opening a level moves focus into it (the popover's autofocus), so keyboard users land on
            the level they opened instead of the hidden one behind it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className={styles.back} popoverTarget={id} popoverTargetAction="hide" autoFocus>
          Tillbaka
        </button>
        <CloseButton />
      </div>
      <p className={styles.levelTitle} id={`${id}-rubrik`}>
        {branch.label}
      </p>
      <Items nodes={branch.children} currentPath={currentPath} />
    </div>
  );
}

/**
 * The small-screen menu. A modal <dialog> opened by an invoker command (no script): focus stays
 * inside it while open, and each submenu level is a popover inside it.
 */
export function MobileMenu({ menu, currentPath }: { menu: readonly MenuNode[]; currentPath: string }) {
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.open}
        commandfor={DIALOG_ID}
        command="show-modal"
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>Meny</span>
      </button>
      <dialog id={DIALOG_ID} className={styles.dialog} aria-labelledby="meny-rubrik" closedby="any">
        <nav className={styles.level} aria-label="Mobilmeny">
          <div className={styles.levelHeader}>
            <h2 className={styles.heading} id="meny-rubrik">
              MENY
            </h2>
            <CloseButton />
          </div>
          <Items nodes={menu} currentPath={currentPath} />
        </nav>
      </dialog>
    </div>
  );
}
