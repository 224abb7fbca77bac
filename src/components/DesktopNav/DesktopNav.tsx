import type { MenuBranch, MenuNode } from '../../lib/domain/menu';
import { useUi } from '../../i18n/ui';
import { usePages } from '../../i18n/language';
import styles from './DesktopNav.module.css';

// Entries, columns and column titles are styled through their lists (.list, .columns), with no
// class each: the menu is on every page, so each repeated class name costs every page bytes.
function Dropdown({ branch }: { branch: MenuBranch }) {
  const panelId = `meny-desktop-${branch.id}`;
  return (
    <li>
      {/* A button, not a link: click or Enter opens its panel and a second one closes it
          (popovertarget toggles), Escape or a click elsewhere closes it; auto popovers close each
          other, one at a time. Hover and closing as focus moves on: src/polyfills/hover-dropdowns.ts.
          Focus alone never opens it, so Tab goes from entry to entry. */}
      <button type="button" className={styles.trigger} popoverTarget={panelId}>
        {branch.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="m2 4 4 4 4-4" />
        </svg>
      </button>
      <div id={panelId} popover="auto" className={styles.panel}>
        <div className={styles.panelInner}>
          <a className={styles.overview} href={branch.href}>
            {/* One string with its space: React would mark the seam of two texts with <!-- -->. */}
            {`${branch.overviewLabel} `}
            <span aria-hidden="true">→</span>
          </a>
          <ul className={styles.columns}>
            {branch.children.map((child) => (
              <li key={child.href}>
                <a href={child.href} lang={child.lang}>
                  {child.label}
                </a>
                {child.kind === 'branch' && (
                  <ul className={styles.subLinks}>
                    {child.children.map((grandchild) => (
                      <li key={grandchild.href}>
                        <a href={grandchild.href} lang={grandchild.lang}>
                          {grandchild.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

/**
 * The wide-screen navigation: dropdowns for the branches, plain links for the rest. The home
 * link is left out here because the clinic's name beside it already leads home.
 */
export function DesktopNav({ menu, currentPath }: { menu: readonly MenuNode[]; currentPath: string }) {
  const { site } = useUi();
  const home = usePages().home.path;
  return (
    <nav className={styles.nav} aria-label={site.menu.main}>
      <ul className={styles.list}>
        {menu
          .filter((node) => node.href !== home)
          .map((node) =>
            node.kind === 'branch' ? (
              <Dropdown key={node.id} branch={node} />
            ) : (
              <li key={node.href}>
                <a
                  className={styles.link}
                  href={node.href}
                  lang={node.lang}
                  aria-current={node.href === currentPath ? 'page' : undefined}
                >
                  {node.label}
                </a>
              </li>
            ),
          )}
      </ul>
    </nav>
  );
}
