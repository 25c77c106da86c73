import { describe, expect, it } from 'vitest';
import { exportFileName, exportFormats, reportFileKeys } from './exports.ts';
import { reportIds } from './reports.ts';

describe('export file names', () => {
  it('name the report and the day the export was asked, with the format’s extension', () => {
    expect(exportFileName('taxesByProvinceRate', 'xlsx', '2026-11-28T23:59:59.999Z')).toBe('taxes-2026-11-28.xlsx');
    expect(exportFileName('orders', 'pipe', '2026-11-29T00:00:00.000Z')).toBe('orders-2026-11-29.txt');
    expect(exportFileName('portalOrdersByCustomerStatus', 'pdf', '2026-01-02T10:00:00.000Z')).toBe(
      'portal-orders-2026-01-02.pdf',
    );
  });

  it('tell every report’s files apart, whatever the format', () => {
    const names = reportIds.flatMap((id) =>
      exportFormats.map((format) => exportFileName(id, format, '2026-11-28T09:00:00.000Z')),
    );
    expect(new Set(names).size).toBe(reportIds.length * exportFormats.length);
    expect(Object.keys(reportFileKeys).sort()).toEqual([...reportIds].sort());
  });
});
