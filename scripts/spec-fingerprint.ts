/**
 * Records the shipped sample content's fingerprints (tests/spec/shipped-content.json), against
 * which the original figures (docs/product.md) are checked (tests/spec/shipped-content.ts). Run it after
 * changing sample content on purpose, and commit the manifest with the change; `--check` only
 * lists the files that differ and fails if any do (for a developer's branch, not the clinic's).
 */
import { writeFileSync } from 'node:fs';
import { contentFingerprints, MANIFEST_FILE, shippedStatus } from '../tests/spec/shipped-content.ts';

if (process.argv.includes('--check')) {
  const changed = shippedStatus().changedFiles();
  for (const file of changed) console.log(`ändrad sedan manifestet: ${file}`);
  process.exit(changed.length > 0 ? 1 : 0);
}
const fingerprints = contentFingerprints();
writeFileSync(MANIFEST_FILE, `${JSON.stringify(fingerprints, null, 2)}\n`);
console.log(`${Object.keys(fingerprints).length} innehållsfiler i ${MANIFEST_FILE}`);
