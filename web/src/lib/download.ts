/**
 * The client's one download path (spec §7: "a response carrying a Content-Disposition header is downloaded as a
 * file"): the base query hands every response to `responseBody`, which saves such a response under the name the
 * header gives and answers what was saved; any other response is read as JSON, as before.
 */

/** What a call that downloaded a file answers (serializable, so RTK Query can keep it). */
export type SavedFile = Readonly<{ fileName: string; size: number; type: string }>;

/** Saves the bytes as a file the user gets (the browser's download). */
export type FileSaver = (blob: Blob, fileName: string) => void;

/** The name used when the header names none. */
const FALLBACK_NAME = 'download';

/** `name=value` parameters after the disposition type; a quoted value may hold `;` and backslash escapes. */
const parameterPattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

const unquoted = (value: string): string =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value.trim();

/** The bytes of a percent-encoded value: `%XX` escapes and plain characters (RFC 8187 attr-chars are ASCII). */
const percentBytes = (value: string): Uint8Array | null => {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    if (char === '%') {
      const hex = value.slice(index + 1, index + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      const code = char.charCodeAt(0);
      if (code > 0x7e) return null;
      bytes.push(code);
    }
  }
  return Uint8Array.from(bytes);
};

/** An RFC 8187 extended value, `charset'language'percent-encoded`, in UTF-8 or ISO-8859-1; null if unreadable. */
const extendedValue = (value: string): string | null => {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value.trim());
  if (match === null) return null;
  const charset = (match[1] ?? '').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'iso-8859-1') return null;
  const bytes = percentBytes(match[2] ?? '');
  if (bytes === null) return null;
  try {
    return new TextDecoder(charset === 'utf-8' ? 'utf-8' : 'latin1', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** A name kept to its last path segment: a header must not choose a folder. */
const baseName = (name: string): string => name.split(/[/\\]/).pop()?.trim() ?? '';

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (RFC 8187, UTF-8 or ISO-8859-1) when
 * it is readable, since it carries any character, else `filename`; null when the header names none.
 */
export const fileNameOf = (disposition: string): string | null => {
  let plain: string | null = null;
  let extended: string | null = null;
  for (const match of disposition.matchAll(parameterPattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? '';
    if (name === 'filename*') extended ??= extendedValue(value);
    else if (name === 'filename') plain ??= unquoted(value);
  }
  const chosen = baseName(extended ?? plain ?? '');
  return chosen === '' ? null : chosen;
};

/** The browser's download: an object URL of the bytes behind an `<a download>` that is clicked once. */
export const saveFile: FileSaver = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after this task ends; revoking it at once can cut the download short.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * The base query's response handler: a successful response carrying Content-Disposition is saved through `save`
 * and answers a SavedFile; any other body is JSON (an empty one: null), as RTK's own `json` handler reads it.
 */
export const responseBody =
  (save: FileSaver) =>
  async (response: Response): Promise<unknown> => {
    const disposition = response.headers.get('Content-Disposition');
    if (response.ok && disposition !== null) {
      const blob = await response.blob();
      const fileName = fileNameOf(disposition) ?? FALLBACK_NAME;
      save(blob, fileName);
      const saved: SavedFile = { fileName, size: blob.size, type: blob.type };
      return saved;
    }
    const text = await response.text();
    return text.length > 0 ? JSON.parse(text) : null;
  };
