/**
 * Text cells in files people open in a spreadsheet (report exports, the migration CSV), kept from starting a formula
 * (OWASP, CSV injection): a shopper's name `=HYPERLINK(…)` or city `@SUM(1,2)` would otherwise run in the staff's
 * spreadsheet. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading `'`,
 * which a spreadsheet reads as "this is text". Only text is neutralised: a number cell stays a number (a negative
 * amount is no formula).
 *
 * Reading a file back (`restoreCell`) removes that `'` again, so an export imported unchanged is unchanged. For the
 * two to be exact inverses, a text that already starts with apostrophes before one of those characters (`'=x`)
 * gets one more too: whatever follows the apostrophes decides.
 */

/** The characters a spreadsheet may take as the start of a formula. */
export const formulaStarts: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** A cell a spreadsheet may run as a formula. */
export const startsFormula = (text: string): boolean => formulaStarts.some((start) => text.startsWith(start));

/** A text `neutraliseCell` quotes: apostrophes (none or more), then a formula's start. */
const quoted = (text: string): boolean => startsFormula(text.replace(/^'+/, ''));

/** The cell as a file writes it: with a leading `'` when it could start a formula (see the module comment). */
export const neutraliseCell = (text: string): string => (quoted(text) ? `'${text}` : text);

/** The text a cell written by `neutraliseCell` holds; any other cell as it is. */
export const restoreCell = (cell: string): string =>
  cell.startsWith("'") && quoted(cell.slice(1)) ? cell.slice(1) : cell;
