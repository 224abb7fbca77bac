/**
 * The content rules (src/lib/build/content-rules/), without building: the same functions every
 * build runs, so this check and the build cannot disagree. The publish workflow runs it first
 * (`node scripts/publish.ts check`); the owner runs `npm run check:content`.
 *
 * Usage: node scripts/check-content.ts
 */
import { ContentFileError } from '../src/schemas/swedish-errors.ts';

if (import.meta.main) {
  try {
    // Imported here: reading the fixed pages' texts is part of the check, and may fail in Swedish.
    const { checkContentFiles, contentRules, rulesReport } =
      await import('../src/lib/build/content-rules/index.ts');
    const problems = checkContentFiles();
    if (problems.length > 0) {
      console.error(rulesReport(problems));
      process.exitCode = 1;
    } else {
      console.log(`Innehållskontrollen är klar: innehållet följer alla ${contentRules.length} regler.`);
    }
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    // A file that cannot be read as YAML: its own Swedish message, with the line.
    console.error(error.message);
    process.exitCode = 1;
  }
}
