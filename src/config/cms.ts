/**
 * Where the CMS at /admin saves in production: the clinic's GitHub repository and branch, from
 * the build environment (README, "Editing the site"). Locally the editor works on the folder on
 * disk instead and needs neither; the production build refuses to run without the repository
 * (src/lib/build/publish-check.ts).
 */
/** Where the editor lives: /admin (its page) and /admin/... (its bundle, settings, fonts). */
export const EDITOR_PATH = '/admin';

export const CMS_REPO_VARIABLE = 'PUBLIC_CMS_GITHUB_REPO';
const CMS_BRANCH_VARIABLE = 'PUBLIC_CMS_GITHUB_BRANCH';

/** A stand-in for local and test builds: the editor's local mode never reaches GitHub. */
const LOCAL_REPO = 'klinik/webbplats';

export function cmsSettings(env: Readonly<Record<string, string | undefined>>) {
  return {
    repo: env[CMS_REPO_VARIABLE]?.trim() || LOCAL_REPO,
    branch: env[CMS_BRANCH_VARIABLE]?.trim() || 'main',
  };
}
