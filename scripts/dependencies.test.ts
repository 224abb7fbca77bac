/**
 * The Node the project runs on is the `node` devDependency's (node_modules/.bin/node, which npm
 * scripts find first), not the system's that runs npm itself. npm checks `engines` against the
 * latter only, so .npmrc turns its warnings off; these tests check every installed package's
 * `engines.node`, as the lockfile records it, against the Node that really runs it.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const project = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinnedNode = project.devDependencies['node'];

/**
 * Packages whose engines.node refuses the pinned Node, each with why it is kept. The webdriver
 * client (tests/engines, WebKit) asks for Node 24.22.1, a release not on the registry yet; the
 * three-engine tests pass with it on the pinned Node. The list must match exactly, so an entry
 * is removed as soon as the pinned Node or the package no longer needs it.
 */
const ADMITTED_REFUSALS: Record<string, string> = Object.fromEntries(
  ['webdriver', '@wdio/config', '@wdio/logger', '@wdio/types', '@wdio/utils'].map((name) => [
    name,
    'asks for Node 24.22.1, not yet released on the registry',
  ]),
);
const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('the Node the project runs on', () => {
  it('is the pinned one, and the project’s own engines field admits it', () => {
    expect(process.versions.node).toBe(pinnedNode);
    expect(semver.satisfies(pinnedNode ?? '', project.engines.node)).toBe(true);
  });

  it('satisfies every installed package’s engines.node but the admitted few (npm skips optional ones)', () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return (
          range !== undefined && !semver.satisfies(process.versions.node, range, { includePrerelease: true })
        );
      })
      .map(([path]) => packageName(path));
    expect(refused.sort()).toEqual(Object.keys(ADMITTED_REFUSALS).sort());
  });
});
