/**
 * Astro's loaders (glob, file) with the content errors in Swedish, each naming its file: a YAML
 * mistake with its line (read again with src/schemas/read-yaml.ts), a field the schema refused with
 * its path (src/schemas/swedish-errors.ts). Without this, a colon inside a text fails the build
 * with "Nested mappings are not allowed" and no file, and a YAML mistake in a list file
 * (testimonials, staff) is only logged: the build goes on with an empty list. An empty list file
 * (`[]`) is a clinic's normal state, and loads as no entries without file()'s warning.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { ContentFieldsError, fieldsErrorInFile } from '../../schemas/swedish-errors';
import { frontMatterOf, parseContentYaml, readContentYaml } from '../../schemas/read-yaml';

type RenderFunction = (entry: { filePath?: string | undefined }) => Promise<unknown>;

interface EntryType {
  getEntryInfo(params: { fileUrl: URL; contents: string }): unknown;
  getRenderFunction?(config: unknown): Promise<RenderFunction>;
}

/** The loader context as Astro passes it: the entry types by extension are not in its public type. */
type FullContext = LoaderContext & { entryTypes?: Map<string, EntryType> };

const fromRoot = (path: string) => relative(process.cwd(), path) || path;

/**
 * `logger` without file()'s warning that `listFile` holds no items: a clinic without testimonials
 * yet writes `[]`, and a warning in every build would teach it to overlook the real ones. Every
 * other message (an entry without id, a file it cannot read) goes through as before. file() logs
 * through the context it was loaded with, so its reloads in `npm run dev` are quiet too.
 */
function quietOnEmptyList(logger: LoaderContext['logger'], listFile: string): LoaderContext['logger'] {
  const emptyList = `No items found in ${listFile}`;
  const quiet: LoaderContext['logger'] = Object.create(logger);
  quiet.warn = (message) => {
    if (message !== emptyList) logger.warn(message);
  };
  return quiet;
}

/**
 * Reads the entry with Astro's parser; where that fails, names the file and line in Swedish.
 * A Markdown body that cannot be rendered (HTML in it, src/lib/build/safe-markup.ts) goes into
 * `refused`: glob() only logs such an error and publishes the entry without its text.
 */
function explainingEntryType(type: EntryType, refused: Error[]): EntryType {
  const { getRenderFunction } = type;
  return {
    ...type,
    ...(getRenderFunction && {
      getRenderFunction: async (config: unknown) => {
        const render = await getRenderFunction.call(type, config);
        return async (entry: Parameters<RenderFunction>[0]) => {
          try {
            return await render(entry);
          } catch (error) {
            refused.push(error instanceof Error ? error : new Error(String(error)));
            throw error;
          }
        };
      },
    }),
    getEntryInfo: async (params) => {
      try {
        return await type.getEntryInfo(params);
      } catch (error) {
        const file = fromRoot(fileURLToPath(params.fileUrl));
        // Each throws the Swedish message where it finds the mistake too.
        if (/\.mdx?$/.test(file)) frontMatterOf(params.contents, file);
        else parseContentYaml(params.contents, file);
        throw error;
      }
    },
  };
}

/** Wraps `loader` so that its errors are Swedish and name the file; `listFile` for file(). */
export function withSwedishErrors(loader: Loader, listFile?: string): Loader {
  return {
    ...loader,
    load: async (context) => {
      // file() logs a file it cannot read and goes on with nothing: read it first, and stop.
      if (listFile) readContentYaml(listFile);
      const { entryTypes } = context as FullContext;
      const parseData: LoaderContext['parseData'] = async (props) => {
        try {
          return await context.parseData(props);
        } catch (error) {
          if (error instanceof ContentFieldsError) {
            const file = props.filePath ? fromRoot(props.filePath) : (listFile ?? context.collection);
            // A list file holds many entries: name the one by its id.
            throw fieldsErrorInFile(listFile ? `${file} (posten med id ${props.id})` : file, error);
          }
          throw error;
        }
      };
      const refused: Error[] = [];
      await loader.load({
        ...context,
        parseData,
        ...(listFile && { logger: quietOnEmptyList(context.logger, listFile) }),
        ...(entryTypes && {
          entryTypes: new Map(
            [...entryTypes].map(([ext, type]) => [ext, explainingEntryType(type, refused)]),
          ),
        }),
      } as FullContext);
      // Every refused text of the collection at once, each with its file, and the build stops.
      if (refused.length > 0) throw new Error(refused.map((error) => error.message).join('\n\n'));
    },
  };
}
