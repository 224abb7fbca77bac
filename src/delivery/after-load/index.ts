/** Adds the `client:afterload` directive (./directive.ts) for islands a first paint does not need. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterload',
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}
