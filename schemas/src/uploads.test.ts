import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from './texts/messages/index.ts';
import {
  batchRefusals,
  fileCountRefusal,
  imageCountRefusal,
  MAX_UPLOAD_NAME_LENGTH,
  tooLargeRefusal,
  type UploadCandidate,
  unsupportedFormat,
  uploadLimits,
  uploadNameOf,
} from './uploads.ts';

const MB = 1024 * 1024;
const textOf = (refusal: { code: string; params: Readonly<Record<string, string | number>> } | null) =>
  refusal === null ? null : translate('en', refusal.code, refusal.params);

describe('the spec’s upload limits', () => {
  it('are 50 MB per image, 1 image by default and 5 per product, 5 files of 200 MB at once', () => {
    expect(uploadLimits.image.maxBytes).toBe(52_428_800);
    expect(uploadLimits.image.maxBytes).toBe(50 * MB);
    expect(uploadLimits.image.perField).toEqual({ single: 1, product: 5 });
    expect(uploadLimits.file.maxBytes).toBe(200 * MB);
    expect(uploadLimits.file.perBatch).toBe(5);
  });
});

describe('the size rule', () => {
  it('refuses a file one byte over the limit with the spec’s message naming it, and keeps one at the limit', () => {
    const photo = { name: 'lake.png', size: 50 * MB + 1 };
    expect(textOf(tooLargeRefusal('image', photo))).toBe("'lake.png' is too large, please pick a smaller file.");
    expect(tooLargeRefusal('image', photo)?.status).toBe(413);
    expect(tooLargeRefusal('image', { name: 'lake.png', size: 50 * MB })).toBeNull();
    expect(tooLargeRefusal('file', { name: 'guide.pdf', size: 200 * MB })).toBeNull();
    expect(textOf(tooLargeRefusal('file', { name: 'guide.pdf', size: 200 * MB + 1 }))).toBe(
      "'guide.pdf' is too large, please pick a smaller file.",
    );
  });
  it('refuses exactly the sizes above the kind’s limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('image' as const, 'file' as const), fc.nat(400 * MB), (kind, size) => {
        const refused = tooLargeRefusal(kind, { name: 'x', size }) !== null;
        expect(refused).toBe(size > uploadLimits[kind].maxBytes);
      }),
    );
  });
});

describe('the count rules', () => {
  it('say the spec’s texts over the limit, in English and French', () => {
    const product = imageCountRefusal('product', 4, 2);
    expect(textOf(product)).toBe('Only 5 images can be uploaded per product');
    expect(product?.status).toBe(422);
    expect(textOf(fileCountRefusal(6))).toBe('Only 5 files can be uploaded');
    expect(textOf(imageCountRefusal('single', 1, 1))).toBe('Only one image can be uploaded here.');
    const files = fileCountRefusal(6);
    expect(files === null ? null : translate('fr', files.code, files.params)).toBe(
      'Vous pouvez téléverser au plus 5 fichiers à la fois',
    );
  });
  it('refuse images exactly when the field would hold more than its limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('single' as const, 'product' as const),
        fc.nat(8),
        fc.nat(8),
        (field, existing, adding) => {
          const refused = imageCountRefusal(field, existing, adding) !== null;
          expect(refused).toBe(existing + adding > uploadLimits.image.perField[field]);
        },
      ),
    );
  });
  it('refuse files exactly when more than 5 come at once', () => {
    fc.assert(
      fc.property(fc.nat(12), (adding) => {
        expect(fileCountRefusal(adding) !== null).toBe(adding > 5);
      }),
    );
  });
});

describe('a batch', () => {
  const candidate = fc.record({ name: fc.string({ minLength: 1, maxLength: 12 }), size: fc.nat(300 * MB) });
  it('gets the count refusal first, then one size refusal per file too large, in order', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 8 }), fc.nat(6), (candidates, existing) => {
        const refusals = batchRefusals({ kind: 'image', field: 'product', existing, candidates });
        const tooMany = existing + candidates.length > 5;
        const tooLarge = candidates.filter((c: UploadCandidate) => c.size > uploadLimits.image.maxBytes);
        expect(refusals.length).toBe((tooMany ? 1 : 0) + tooLarge.length);
        if (tooMany) expect(refusals[0]?.code).toBe('upload.images.tooMany');
        expect(refusals.slice(tooMany ? 1 : 0).map((r) => r.params.fileName)).toEqual(tooLarge.map((c) => c.name));
      }),
    );
  });
  it('of files within the limits is not refused', () => {
    const pdfs = [1, 2, 3, 4, 5].map((n) => ({ name: `guide-${n}.pdf`, size: 200 * MB }));
    expect(batchRefusals({ kind: 'file', candidates: pdfs })).toEqual([]);
    expect(batchRefusals({ kind: 'file', candidates: [...pdfs, pdfs[0] as UploadCandidate] })).toHaveLength(1);
  });
});

describe('the unsupported-format message', () => {
  it('names the type found in the bytes', () => {
    expect(textOf(unsupportedFormat('application/zip'))).toBe("'application/zip' is not a supported format.");
    expect(unsupportedFormat('text/plain').status).toBe(415);
  });
});

describe('the name of an upload', () => {
  it('keeps the last path segment, without control characters, trimmed', () => {
    expect(uploadNameOf('C:\\Users\\pat\\Pictures\\lake.png')).toBe('lake.png');
    expect(uploadNameOf('../../etc/passwd')).toBe('passwd');
    expect(uploadNameOf(' bad\u0000\nname.pdf ')).toBe('badname.pdf');
  });
  it('is never longer than the bound, whatever was sent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'grapheme' }), (raw) => {
        const name = uploadNameOf(raw);
        expect([...name].length).toBeLessThanOrEqual(MAX_UPLOAD_NAME_LENGTH);
        expect(name).not.toMatch(/[/\\]/);
      }),
    );
  });
});
