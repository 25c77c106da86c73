/**
 * What the process entry loads before it starts anything (issue #21: the server up in three seconds). The
 * libraries below are loaded by their first use (an export, an XLSX import, an image, a mail) or only when the
 * configuration selects a real server (EVENTSTORE_URL, MONGODB_URL, SMTP_URL): a static import of one of them
 * anywhere in the graph of server/src/roles.ts puts it back on every cold start.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const lazyPackages = ['exceljs', 'pdfkit', 'sharp', 'nodemailer', 'mongodb', '@eventstore/db-client'] as const;

/** The packages of every module a fresh process loads while importing the roles (nothing started). */
const packagesLoadedAtStart = (): string[] => {
  const script = `
    import { registerHooks } from 'node:module';
    const packages = new Set();
    registerHooks({
      load(url, context, next) {
        const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(url)?.[1];
        if (name !== undefined) packages.add(name);
        return next(url, context);
      },
    });
    await import('./server/src/roles.ts');
    process.stdout.write(JSON.stringify([...packages]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out) as string[];
};

describe('the server entry on embedded defaults', () => {
  it('loads none of the libraries that only an export, an upload, a mail or a real server needs', () => {
    const loaded = packagesLoadedAtStart();
    // The hook sees the modules that are loaded: a graph that loads nothing would pass the check below.
    expect(loaded).toEqual(expect.arrayContaining(['koa', 'mingo']));
    expect(loaded.filter((name) => (lazyPackages as readonly string[]).includes(name))).toEqual([]);
  });
});
