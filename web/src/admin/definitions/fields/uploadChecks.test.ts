import { uploadLimits } from '@parks/schemas/admin/definitions';
import { describe, expect, it } from 'vitest';
import { notImageProblems, uploadProblems } from './uploadChecks.ts';

/** A file of `size` bytes without allocating them: only `size`, `type` and `name` are read. */
const file = (name: string, type: string, size = 10): File => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('the uploaders pre-check (§5), with the spec messages', () => {
  const en = 'en';

  it('takes png, jpeg and gif images up to 50 MB, up to the limit', () => {
    const images = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.gif', 'image/gif')];
    expect(uploadProblems('image', images, 0, 5, en)).toEqual([]);
    expect(uploadProblems('image', [file('d.png', 'image/png', uploadLimits.image.maxBytes)], 0, 1, en)).toEqual([]);
  });

  it('refuses another type, a larger file, and one more than the limit', () => {
    expect(uploadProblems('image', [file('a.pdf', 'application/pdf')], 0, 1, en)).toEqual([
      "'application/pdf' is not a supported format.",
    ]);
    expect(uploadProblems('image', [file('big.png', 'image/png', uploadLimits.image.maxBytes + 1)], 0, 1, en)).toEqual([
      "'big.png' is too large, please pick a smaller file.",
    ]);
    expect(uploadProblems('image', [file('a.png', 'image/png')], 5, 5, en)).toEqual([
      'Only 5 images can be uploaded per product',
    ]);
  });

  it('takes files of any type up to 200 MB, at most 5', () => {
    const five = [1, 2, 3, 4, 5].map((n) => file(`${n}.bin`, 'application/octet-stream'));
    expect(uploadProblems('file', five, 0, 5, en)).toEqual([]);
    expect(
      uploadProblems('file', [file('big.zip', 'application/zip', uploadLimits.file.maxBytes + 1)], 0, 5, en),
    ).toEqual(["'big.zip' is too large, please pick a smaller file."]);
    expect(uploadProblems('file', [...five, file('6.bin', '')], 0, 5, 'fr')).toEqual([
      'Vous pouvez téléverser au plus 5 fichiers à la fois',
    ]);
  });
});

describe('an image is what its bytes are, not its name', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const gif = new TextEncoder().encode('GIF89a');

  it('takes png, jpeg and gif bytes, and names a text file called .png as not a supported format (en, fr)', async () => {
    const images = [new File([png], 'a.png'), new File([jpeg], 'b.jpg'), new File([gif], 'c.gif')];
    expect(await notImageProblems(images, 'en')).toEqual([]);
    const fake = new File(['hello, not an image'], 'fake.png', { type: 'image/png' });
    expect(await notImageProblems([images[0] as File, fake], 'en')).toEqual(["'fake.png' is not a supported format."]);
    expect(await notImageProblems([fake, new File([], 'empty.gif')], 'fr')).toEqual([
      '« fake.png » n’est pas un format pris en charge.',
      '« empty.gif » n’est pas un format pris en charge.',
    ]);
  });
});
