/**
 * The one download path: the name a Content-Disposition header gives (RFC 6266 with RFC 8187's `filename*`), and
 * the response handler that saves a response carrying the header and reads any other as JSON.
 */
import { describe, expect, it } from 'vitest';
import { fileNameOf, responseBody, type SavedFile } from './download.ts';

describe('the file name of a Content-Disposition header', () => {
  it('reads a quoted or a bare filename', () => {
    expect(fileNameOf('attachment; filename="report.txt"')).toBe('report.txt');
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf('attachment; FileName="report.xlsx"')).toBe('report.xlsx');
  });

  it('prefers filename* (UTF-8, wherever it stands) to filename, which is there for older clients', () => {
    const header = `attachment; filename="resume.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%C2%AB%C2%A0%C3%A9t%C3%A9%C2%A0%C2%BB.txt`;
    expect(fileNameOf(header)).toBe('résumé «\u00a0été\u00a0».txt');
    expect(fileNameOf(`attachment; filename*=utf-8'fr'%C3%A9t%C3%A9.csv; filename="ete.csv"`)).toBe('été.csv');
    expect(fileNameOf(`attachment; filename*=ISO-8859-1''%E9t%E9.csv`)).toBe('été.csv');
  });

  it('falls back to filename when filename* cannot be read', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''%C3%28.txt; filename="plain.txt"`)).toBe('plain.txt');
    expect(fileNameOf(`attachment; filename*=koi8-r''%C1.txt; filename="plain.txt"`)).toBe('plain.txt');
    expect(fileNameOf(`attachment; filename*=no-quotes.txt; filename="plain.txt"`)).toBe('plain.txt');
  });

  it('keeps escapes and semicolons inside quotes', () => {
    expect(fileNameOf('attachment; filename="a \\"quoted\\"; name.txt"; size=3')).toBe('a "quoted"; name.txt');
  });

  it('keeps only the last path segment, and names nothing when the header names nothing', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\temp\\\\x.txt"')).toBe('x.txt');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});

describe('the response handler', () => {
  const saving = () => {
    const saved: { blob: Blob; name: string }[] = [];
    return { saved, handle: responseBody((blob, name) => saved.push({ blob, name })) };
  };

  it('saves a response carrying Content-Disposition under its name, and answers what it saved', async () => {
    const { saved, handle } = saving();
    const response = new Response('a|b\n1|2\n', {
      headers: { 'Content-Disposition': 'attachment; filename="report.txt"', 'Content-Type': 'text/plain' },
    });
    const answer = await handle(response);
    expect(answer).toEqual({ fileName: 'report.txt', size: 8, type: 'text/plain' } satisfies SavedFile);
    expect(saved.map((file) => file.name)).toEqual(['report.txt']);
    expect(await saved[0]?.blob.text()).toBe('a|b\n1|2\n');
  });

  it("gives a file whose header names none the name 'download'", async () => {
    const { saved, handle } = saving();
    await handle(new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Disposition': 'attachment' } }));
    expect(saved.map((file) => [file.name, file.blob.size])).toEqual([['download', 3]]);
  });

  it('reads any other body as JSON (an empty one as null), and saves no refusal', async () => {
    const { saved, handle } = saving();
    expect(await handle(new Response('{"state":"running"}'))).toEqual({ state: 'running' });
    expect(await handle(new Response(null, { status: 204 }))).toBeNull();
    const refused = new Response('{"code":"admin.exports.notReady"}', {
      status: 409,
      headers: { 'Content-Disposition': 'attachment; filename="report.txt"' },
    });
    expect(await handle(refused)).toEqual({ code: 'admin.exports.notReady' });
    expect(saved).toEqual([]);
  });
});
