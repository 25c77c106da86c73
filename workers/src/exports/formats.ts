/**
 * The three export formats, each a writer fed one row at a time into a byte stream, so no file is ever whole in
 * memory: pipe-separated text (csv-stringify, `|` between values, a value holding `|`, a quote or a line break is
 * quoted), Excel (exceljs' streaming WorkbookWriter, one sheet `Organization`) and PDF (pdfkit, landscape Letter,
 * the header row again at the top of each page). Helvetica is WinAnsi-encoded, which holds every French letter
 * (é à ç œ « »), so the standard font prints French without embedding one.
 *
 * Every format writes its text cells, captions included, through `neutraliseCell` (schemas/src/fileCells.ts): a
 * shopper's name or city that starts like a formula never runs in the spreadsheet a file is opened in. Money is
 * written with two decimals (`centsText`), or as a number of dollars in Excel, where numbers stay numbers.
 *
 * exceljs and pdfkit are loaded by the first export in their format, not when the process starts (issue #21: the
 * server up in three seconds; together they are some 600 modules that most processes never use).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { EXPORT_SHEET_NAME, type ExportFormat } from '@parks/schemas/admin/exports';
import { neutraliseCell } from '@parks/schemas/fileCells';
import { centsText, toDollars } from '@parks/schemas/money';
import { stringify } from 'csv-stringify';

type ExcelJs = typeof import('exceljs');
type PdfDocumentClass = typeof import('pdfkit');

const loadExcelJs = async (): Promise<ExcelJs> => (await import('exceljs')).default;
const loadPdfDocument = async (): Promise<PdfDocumentClass> => (await import('pdfkit')).default;

/** A cell of a file: text, a number, or an amount of money in cents. */
export type ExportCell = string | number | Readonly<{ cents: number }>;

/** A cell as text (pipe text, PDF): money with two decimals, text neutralised. */
const textOf = (cell: ExportCell): string =>
  typeof cell === 'string' ? neutraliseCell(cell) : typeof cell === 'number' ? String(cell) : centsText(cell.cents);

/** A cell as a spreadsheet holds it: numbers and money (in dollars, so a column sums) as numbers, text neutralised. */
const sheetValueOf = (cell: ExportCell): string | number =>
  typeof cell === 'string' ? neutraliseCell(cell) : typeof cell === 'number' ? cell : toDollars(cell.cents);

/** A header of captions, then rows of cells; `end` resolves once every byte is handed to `out`. */
export type ExportWriter = Readonly<{
  row: (cells: readonly ExportCell[]) => Promise<void>;
  end: () => Promise<void>;
}>;

export type WriterOptions = Readonly<{
  captions: readonly string[];
  title: string;
  /** Written into the file's metadata instead of the clock, so the same export gives the same bytes. */
  createdAt: Date;
}>;

/** Waits while `out` holds more than its buffer: the rows come no faster than the file is stored. */
const drained = async (out: Writable): Promise<void> => {
  if (out.writableNeedDrain) await once(out, 'drain');
};

const pipeWriter = (out: Writable, options: WriterOptions): ExportWriter => {
  const stringifier = stringify({ delimiter: '|', record_delimiter: '\n' });
  stringifier.pipe(out);
  const write = async (cells: readonly ExportCell[]): Promise<void> => {
    if (!stringifier.write(cells.map(textOf))) await once(stringifier, 'drain');
  };
  let header = false;
  return {
    row: async (cells) => {
      if (!header) {
        header = true;
        await write(options.captions);
      }
      await write(cells);
    },
    end: async () => {
      if (!header) await write(options.captions);
      stringifier.end();
      await once(out, 'finish');
    },
  };
};

const xlsxWriter = (ExcelJS: ExcelJs, out: Writable, options: WriterOptions): ExportWriter => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  workbook.created = options.createdAt;
  workbook.modified = options.createdAt;
  workbook.title = options.title;
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
  sheet.addRow(options.captions.map(sheetValueOf)).commit();
  return {
    row: async (cells) => {
      sheet.addRow(cells.map(sheetValueOf)).commit();
      await drained(out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
      if (!out.writableFinished) await once(out, 'finish');
    },
  };
};

const page = { margin: 36, fontSize: 7, lineGap: 3, headerGap: 4 } as const;
const pdfPage = { size: 'LETTER', layout: 'landscape', margin: page.margin } as const;

/** Where rows go on a page: its text width, a row's height, and the lowest top a row may start at. */
const pdfGeometry = (doc: PDFKit.PDFDocument) => {
  doc.font('Helvetica').fontSize(page.fontSize);
  const lineHeight = doc.currentLineHeight() + page.lineGap;
  return { width: doc.page.width - 2 * page.margin, lineHeight, bottom: doc.page.height - page.margin - lineHeight };
};

/** How many rows a PDF page holds under its header (every page is laid out alike), for whoever checks a file. */
export const pdfRowsPerPage = async (): Promise<number> => {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument(pdfPage);
  const { lineHeight, bottom } = pdfGeometry(doc);
  doc.end();
  const firstRow = page.margin + lineHeight + page.headerGap;
  return Math.floor((bottom - firstRow) / lineHeight) + 1;
};

const pdfWriter = (PDFDocument: PdfDocumentClass, out: Writable, options: WriterOptions): ExportWriter => {
  const doc = new PDFDocument({
    ...pdfPage,
    bufferPages: false,
    info: { Title: options.title, CreationDate: options.createdAt, ModDate: options.createdAt },
  });
  doc.pipe(out);
  const { width, lineHeight, bottom } = pdfGeometry(doc);
  const columnWidth = width / Math.max(1, options.captions.length);
  let y = page.margin;

  const line = (cells: readonly ExportCell[]): void => {
    cells.forEach((cell, index) => {
      // One line per cell, cut with an ellipsis: a row keeps its height, so the pages are laid out in one pass.
      doc.text(textOf(cell), page.margin + index * columnWidth, y, {
        width: columnWidth - 4,
        height: lineHeight,
        lineBreak: false,
        ellipsis: true,
      });
    });
    y += lineHeight;
  };
  const header = (): void => {
    doc.font('Helvetica-Bold');
    line(options.captions);
    doc.font('Helvetica');
    doc
      .moveTo(page.margin, y - page.lineGap / 2)
      .lineTo(page.margin + width, y - page.lineGap / 2)
      .lineWidth(0.5)
      .stroke();
    y += page.headerGap;
  };
  header();
  return {
    row: async (cells) => {
      if (y > bottom) {
        doc.addPage();
        y = page.margin;
        header();
      }
      line(cells);
      await drained(out);
    },
    end: async () => {
      doc.end();
      await once(out, 'finish');
    },
  };
};

/** Resolves once the format's library is loaded, before anything is written to `out`. */
export const exportWriter = async (
  format: ExportFormat,
  out: Writable,
  options: WriterOptions,
): Promise<ExportWriter> => {
  switch (format) {
    case 'pipe':
      return pipeWriter(out, options);
    case 'xlsx':
      return xlsxWriter(await loadExcelJs(), out, options);
    case 'pdf':
      return pdfWriter(await loadPdfDocument(), out, options);
  }
};
