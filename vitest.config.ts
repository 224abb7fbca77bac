/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and component tests run through Astro's Vite config, so CSS Modules and
// astro:content types resolve exactly as in the build.
export default getViteConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/content/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    globals: true,
  },
});
