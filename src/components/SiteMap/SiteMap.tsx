import type { MenuNode } from '../../lib/domain/menu';
import styles from './SiteMap.module.css';

/** The whole menu as nested lists: every page, reachable with one click and no script. */
export function SiteMap({ nodes }: { nodes: readonly MenuNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.href}>
          <a href={node.href} lang={node.lang}>
            {node.label}
          </a>
          {node.kind === 'branch' && <SiteMap nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
