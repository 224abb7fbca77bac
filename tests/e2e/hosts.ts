/**
 * The hosts the host-rule tests run through (playwright.config.ts): real nginx with the build's
 * rules, and Cloudflare's own Pages runtime with dist/_worker.js, _headers and _redirects.
 */
import type { TestInfo } from '@playwright/test';

/** The Playwright project that serves dist/ through `wrangler pages dev` (scripts/serve-cloudflare.ts). */
export const CLOUDFLARE_PROJECT = 'cloudflare';

export type Host = 'nginx' | 'cloudflare';

/** Which host the running test talks to. */
export function hostOf(testInfo: TestInfo): Host {
  return testInfo.project.name === CLOUDFLARE_PROJECT ? 'cloudflare' : 'nginx';
}
