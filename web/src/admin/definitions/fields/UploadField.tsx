import { cropper, uploadLimits } from '@parks/schemas/admin/definitions';
import { useField } from 'formik';
import { useRef, useState } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { describedBy, FieldShell } from '../../../components/form/FieldShell.tsx';
import { fieldId, useFieldError } from '../../../components/form/fields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useAdminTexts } from '../texts.ts';
import type { FieldProps } from './fieldProps.ts';

/** An uploader holds the files picked here and the names (or URLs) of those the record already has. */
export type UploadItem = File | string;

const nameOf = (item: UploadItem): string => (typeof item === 'string' ? (item.split('/').pop() ?? item) : item.name);

/**
 * The client's pre-check of picked files (§5): type, size and count, with the spec's messages. Only a courtesy:
 * the server checks the bytes and decides.
 */
export const uploadProblems = (
  kind: 'image' | 'file',
  files: readonly File[],
  held: number,
  limit: number,
  texts: ReturnType<typeof useAdminTexts>,
): string[] => {
  const rules = uploadLimits[kind];
  const problems: string[] = [];
  for (const file of files) {
    const types: readonly string[] | null = rules.types;
    if (types !== null && !types.includes(file.type)) problems.push(texts.badType(file.type || nameOf(file)));
    else if (file.size > rules.maxBytes) problems.push(texts.tooLarge(file.name));
  }
  if (held + files.length > limit) {
    problems.push(kind === 'image' ? texts.tooManyImages(limit) : texts.tooManyFiles(limit));
  }
  return problems;
};

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
  const [, , helpers] = useField<UploadItem[]>(field.name);
  const { field: input, error } = useFieldError(field.name);
  const items: UploadItem[] = Array.isArray(input.value) ? (input.value as UploadItem[]) : [];
  const kind = field.type === 'image' ? 'image' : 'file';
  const limit =
    field.component === 'upload' && field.limit !== undefined ? field.limit : uploadLimits[kind].defaultCount;
  const canvas = cropper.canvases[field.component === 'upload' && field.canvas ? field.canvas : 'default'];
  const id = fieldId(field.name);
  const [problems, setProblems] = useState<string[]>([]);
  const [cropping, setCropping] = useState<File | null>(null);
  const [scale, setScale] = useState<number>(cropper.scale.min);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const editor = useRef<AvatarEditorRef>(null);
  const picker = useRef<HTMLInputElement>(null);

  const add = (picked: readonly File[]) => {
    const found = uploadProblems(kind, picked, items.length, limit, texts);
    setProblems(found);
    if (found.length > 0 || picked.length === 0) return;
    const [first] = picked;
    if (kind === 'image' && first) {
      setScale(cropper.scale.min);
      setLoadFailure(null);
      setCropping(first);
    } else {
      void helpers.setValue([...items, ...picked]);
      void helpers.setTouched(true);
    }
  };

  const keepCropped = async () => {
    const image = editor.current?.getImageScaledToCanvas();
    if (!image) return;
    const file = await toJpeg(image);
    void helpers.setValue([...items, file]);
    void helpers.setTouched(true);
    setCropping(null);
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
      <input
        ref={picker}
        id={id}
        type="file"
        multiple={limit > 1}
        accept={uploadLimits[kind].types?.join(',')}
        disabled={items.length >= limit}
        aria-invalid={shown.length > 0 ? true : undefined}
        aria-describedby={
          [describedBy(id, field.prompt !== undefined, false), shown.length > 0 ? problemId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {items.length > 0 ? (
        <ul className="upload-items">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name (image.jpg)
            <li key={`${nameOf(item)}-${index}`}>
              {nameOf(item)}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void helpers.setValue(items.filter((_, at) => at !== index))}
              >
                {texts.remove(nameOf(item))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Modal
        open={cropping !== null}
        title={texts.cropTitle}
        onClose={() => setCropping(null)}
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
              ref={editor}
              image={cropping}
              width={canvas.width}
              height={canvas.height}
              border={0}
              scale={scale}
              disableHiDPIScaling
              style={{ width: canvas.displayWidth, height: canvas.displayHeight, maxWidth: '100%' }}
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
