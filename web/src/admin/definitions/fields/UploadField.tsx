import { cropper, uploadLimits } from '@parks/schemas/admin/definitions';
import { useField } from 'formik';
import { useRef, useState } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { describedBy, FieldShell } from '../../../components/form/FieldShell.tsx';
import { FilePicker } from '../../../components/form/FilePicker.tsx';
import { fieldId, useFieldError } from '../../../components/form/fields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useLanguage } from '../../../lib/text.ts';
import { useAdminTexts } from '../texts.ts';
import type { FieldProps } from './fieldProps.ts';
import { nameOf, notImageProblems, storedFileSrc, type UploadItem, uploadProblems } from './uploadChecks.ts';

const toJpeg = (canvas: HTMLCanvasElement): Promise<File> =>
  new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], cropper.fileName, { type: 'image/jpeg' })) : reject(new Error('no image')),
      'image/jpeg',
      0.92,
    );
  });

/**
 * An image or file uploader: add items up to the limit, remove any. An image goes through the cropper
 * (react-avatar-editor, the field's canvas, scale 1–2 by 0.1) and is kept as `image.jpg`.
 */
export function UploadRenderer({ field, label, required }: FieldProps) {
  const texts = useAdminTexts();
  const lng = useLanguage();
  const [, , helpers] = useField<UploadItem[]>(field.name);
  const { field: input, error } = useFieldError(field.name);
  const items: UploadItem[] = Array.isArray(input.value) ? (input.value as UploadItem[]) : [];
  const kind = field.type === 'image' ? 'image' : 'file';
  const limit =
    field.component === 'upload' && field.limit !== undefined ? field.limit : uploadLimits[kind].defaultCount;
  const canvas = cropper.canvases[field.component === 'upload' && field.canvas ? field.canvas : 'default'];
  const id = fieldId(field.name);
  const [problems, setProblems] = useState<string[]>([]);
  // Images picked together are cropped one after the other.
  const [queue, setQueue] = useState<readonly File[]>([]);
  const cropping = queue[0] ?? null;
  const [scale, setScale] = useState<number>(cropper.scale.min);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const editor = useRef<AvatarEditorRef>(null);

  /**
   * Keeps the uploader's new list, touched. Touched first and without validating: Formik's setTouched validates
   * the values of the last render, which still hold the list before the pick, so a required uploader showed its
   * "choose a file" message over the file just picked; setValue validates the new list.
   */
  const keep = async (next: UploadItem[]) => {
    await helpers.setTouched(true, false);
    await helpers.setValue(next);
  };

  const add = async (picked: readonly File[]) => {
    const counted = uploadProblems(kind, picked, items.length, limit, lng);
    const found = counted.length === 0 && kind === 'image' ? await notImageProblems(picked, lng) : counted;
    setProblems(found);
    if (found.length > 0 || picked.length === 0) return;
    if (kind === 'image') {
      setScale(cropper.scale.min);
      setLoadFailure(null);
      setQueue(picked);
    } else {
      await keep([...items, ...picked]);
    }
  };

  const keepCropped = async () => {
    const image = editor.current?.getImageScaledToCanvas();
    if (!image) return;
    const file = await toJpeg(image);
    await keep([...items, file]);
    setScale(cropper.scale.min);
    setLoadFailure(null);
    setQueue((waiting) => waiting.slice(1));
  };

  const shown = [...problems, ...(error ? [error] : [])];
  const problemId = `${id}-problems`;
  return (
    <FieldShell id={id} label={label} required={required} hint={field.prompt}>
      {shown.length > 0 ? (
        <div id={problemId} className="field-error" role="alert">
          {shown.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <FilePicker
        id={id}
        multiple={limit > 1}
        accept={uploadLimits[kind].types?.join(',')}
        disabled={items.length >= limit}
        chooseLabel={limit > 1 ? texts.chooseFiles : texts.chooseFile}
        chosen={items.length === 0 ? texts.noFileChosen : texts.filesChosen(items.length)}
        aria-invalid={shown.length > 0 ? true : undefined}
        aria-describedby={
          [describedBy(id, field.prompt !== undefined, false), shown.length > 0 ? problemId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onFiles={(files) => void add(files)}
      />
      {items.length > 0 ? (
        <ul className="upload-items">
          {items.map((item, index) => {
            // A stored one is a thumbnail (an image) or a link (a file), never its content hash as text.
            const name =
              typeof item !== 'string'
                ? item.name
                : kind === 'image'
                  ? texts.storedImage(index + 1)
                  : texts.storedFile(index + 1);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name (image.jpg)
              <li key={`${nameOf(item)}-${index}`}>
                {typeof item !== 'string' ? (
                  name
                ) : kind === 'image' ? (
                  <img className="upload-thumb" src={storedFileSrc(item)} alt={name} loading="lazy" />
                ) : (
                  <a href={storedFileSrc(item)} target="_blank" rel="noreferrer">
                    {name}
                  </a>
                )}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void helpers.setValue(items.filter((_, at) => at !== index))}
                >
                  {texts.remove(name)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Modal
        open={cropping !== null}
        title={texts.cropTitle}
        onClose={() => setQueue([])}
        actions={
          <button type="button" className="button button-primary" onClick={() => void keepCropped()}>
            {texts.useImage}
          </button>
        }
      >
        {cropping ? (
          <div className="cropper">
            {loadFailure ? <p className="field-error">{texts.imageFailed(loadFailure)}</p> : null}
            <AvatarEditor
              key={`${cropping.name}-${queue.length}`}
              ref={editor}
              image={cropping}
              width={canvas.width}
              height={canvas.height}
              border={0}
              scale={scale}
              disableHiDPIScaling
              // Drawn at its display size or smaller, its ratio kept, so the whole dialog (title, zoom and
              // buttons, about 23rem) fits the window: a 1366×768 one included.
              style={{
                width: 'auto',
                height: 'auto',
                maxWidth: `min(100%, ${canvas.displayWidth}px)`,
                maxHeight: `min(${canvas.displayHeight}px, calc(100dvh - 23rem))`,
                alignSelf: 'center',
              }}
              onLoadFailure={() => setLoadFailure(cropping.name)}
            />
            <label htmlFor={`${id}-zoom`}>{texts.zoom}</label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={cropper.scale.min}
              max={cropper.scale.max}
              step={cropper.scale.step}
              value={scale}
              onChange={(event) => setScale(Number(event.target.value))}
            />
          </div>
        ) : null}
      </Modal>
    </FieldShell>
  );
}
