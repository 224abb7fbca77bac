/**
 * The editor's local mode, for a browser that cannot show a folder picker.
 *
 * Sveltia CMS edits a working copy through the File System Access API: the clinic clicks "Arbeta
 * med lokalt repository" and picks the project folder in the browser's own dialog. Headless
 * Chromium has no such dialog (Playwright cannot answer showDirectoryPicker), so the test gives
 * the page a directory handle of its own: the same interface (entries, getFileHandle,
 * createWritable ...) backed by a real folder on disk through a Playwright binding. The editor's
 * code is untouched: it reads and writes the files through the handle exactly as it would
 * through the one the dialog returns.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';

type Operation = 'list' | 'read' | 'write' | 'directory' | 'file' | 'remove' | 'move';

/** Answers the page's file operations inside `root`, and nowhere else. */
function folderOperations(root: string) {
  const inside = (path: string) => {
    const full = resolve(root, path);
    if (relative(root, full).startsWith('..')) throw new Error(`Utanför mappen: ${path}`);
    return full;
  };
  const exists = (path: string) =>
    stat(path).then(
      (s) => s,
      () => undefined,
    );
  return async (
    operation: Operation,
    path: string,
    data?: { base64?: string; create?: boolean; to?: string },
  ) => {
    const full = inside(path);
    switch (operation) {
      case 'list':
        return (await readdir(full, { withFileTypes: true })).map((entry) => ({
          name: entry.name,
          kind: entry.isDirectory() ? 'directory' : 'file',
        }));
      case 'read': {
        const [bytes, info] = await Promise.all([readFile(full), stat(full)]);
        return { base64: bytes.toString('base64'), lastModified: info.mtimeMs };
      }
      case 'write':
        await mkdir(dirname(full), { recursive: true });
        await writeFile(full, Buffer.from(data?.base64 ?? '', 'base64'));
        return true;
      case 'directory':
      case 'file': {
        const info = await exists(full);
        if (info) return info.isDirectory() === (operation === 'directory');
        if (!data?.create) return false;
        if (operation === 'directory') await mkdir(full, { recursive: true });
        else await writeFile(full, '');
        return true;
      }
      case 'remove':
        await rm(full, { recursive: true, force: true });
        return true;
      case 'move':
        await rename(full, inside(data?.to ?? ''));
        return true;
    }
  };
}

/** Makes `showDirectoryPicker()` in `page` return a handle on `root` (named `name`). */
export async function offerFolder(page: Page, root: string, name: string): Promise<void> {
  await page.exposeFunction('__folderOperation', folderOperations(root));
  await page.addInitScript((folderName: string) => {
    type Call = (operation: string, path: string, data?: unknown) => Promise<unknown>;
    const call = (window as unknown as { __folderOperation: Call }).__folderOperation;
    const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
    const notFound = (path: string) => new DOMException(`${path} finns inte`, 'NotFoundError');
    const toBase64 = async (blob: Blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    };

    // Only strings as own fields: the editor keeps the root handle in IndexedDB.
    class Handle {
      readonly kind: 'file' | 'directory';
      // A moved file handle names the new place, as the browser's own does.
      name: string;
      path: string;
      constructor(kind: 'file' | 'directory', name: string, path: string) {
        this.kind = kind;
        this.name = name;
        this.path = path;
      }
      async queryPermission() {
        return 'granted';
      }
      async requestPermission() {
        return 'granted';
      }
      async isSameEntry(other: Handle) {
        return other.path === this.path;
      }
    }

    class FileHandle extends Handle {
      constructor(name: string, path: string) {
        super('file', name, path);
      }
      async getFile() {
        const { base64, lastModified } = (await call('read', this.path)) as {
          base64: string;
          lastModified: number;
        };
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        return new File([bytes], this.name, { lastModified });
      }
      async createWritable() {
        const parts: BlobPart[] = [];
        const path = this.path;
        return {
          async write(data: BlobPart | { type: 'write'; data: BlobPart }) {
            const isCommand =
              typeof data === 'object' && 'type' in data && (data as { type: unknown }).type === 'write';
            parts.push(isCommand ? (data as { data: BlobPart }).data : (data as BlobPart));
          },
          async truncate() {},
          async seek() {},
          async abort() {},
          async close() {
            await call('write', path, { base64: await toBase64(new Blob(parts)) });
          },
        };
      }
      async move(directory: DirectoryHandle, name: string) {
        const to = join(directory.path, name);
        await call('move', this.path, { to });
        this.path = to;
        this.name = name;
      }
    }

    class DirectoryHandle extends Handle {
      constructor(name: string, path: string) {
        super('directory', name, path);
      }
      async *entries(): AsyncGenerator<[string, Handle]> {
        const list = (await call('list', this.path)) as Array<{ name: string; kind: 'file' | 'directory' }>;
        for (const { name, kind } of list) {
          const path = join(this.path, name);
          yield [name, kind === 'file' ? new FileHandle(name, path) : new DirectoryHandle(name, path)];
        }
      }
      async *values() {
        for await (const [, handle] of this.entries()) yield handle;
      }
      async *keys() {
        for await (const [name] of this.entries()) yield name;
      }
      [Symbol.asyncIterator]() {
        return this.entries();
      }
      async getDirectoryHandle(name: string, options: { create?: boolean } = {}) {
        const path = join(this.path, name);
        if (!(await call('directory', path, options))) throw notFound(path);
        return new DirectoryHandle(name, path);
      }
      async getFileHandle(name: string, options: { create?: boolean } = {}) {
        const path = join(this.path, name);
        if (!(await call('file', path, options))) throw notFound(path);
        return new FileHandle(name, path);
      }
      async removeEntry(name: string) {
        await call('remove', join(this.path, name));
      }
      async resolve(handle: Handle) {
        return handle.path.startsWith(this.path)
          ? handle.path.slice(this.path.length).split('/').filter(Boolean)
          : null;
      }
    }

    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: async () => new DirectoryHandle(folderName, ''),
    });
  }, name);
}
