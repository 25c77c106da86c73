/**
 * The image uploader and cropper of the back office's forms, driven as staff use them: real PNGs made here (the
 * uploader and the server check the bytes), each picked file kept through the cropper dialog.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A real PNG of `width`×`height` in one colour, made here: the uploader and the server check the bytes. */
export const pngOf = (width: number, height: number, red: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** Picks `files` in the uploader labelled `label`, then keeps each through the cropper (zoomed once). */
export const cropInto = async (
  page: Page,
  label: string,
  files: readonly { name: string; buffer: Buffer }[],
  useImage = 'Use this image',
) => {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles(files.map((file) => ({ name: file.name, mimeType: 'image/png', buffer: file.buffer })));
  for (const _ of files) {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Zoom').fill('1.5');
    await dialog.getByRole('button', { name: useImage }).click();
  }
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};
