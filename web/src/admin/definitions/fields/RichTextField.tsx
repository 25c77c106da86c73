import { type RichTextBlockType, richTextBlockTypes } from '@parks/schemas/admin/definitions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { describedBy, FieldError, RequiredLabel } from '../../../components/form/FieldShell.tsx';
import { fieldId, useFieldError } from '../../../components/form/fields.tsx';
import { useAdminTexts } from '../texts.ts';
import type { FieldProps } from './fieldProps.ts';

/** The block the caret is in, as the spec's block type (§5). */
const blockOf = (editor: Editor): RichTextBlockType => {
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    if (editor.isActive('heading', { level })) return `H${level}`;
  }
  if (editor.isActive('blockquote')) return 'Blockquote';
  if (editor.isActive('codeBlock')) return 'Code';
  return 'Normal';
};

const setBlock = (editor: Editor, block: RichTextBlockType): void => {
  const chain = editor.chain().focus().clearNodes();
  if (block === 'Blockquote') chain.toggleBlockquote().run();
  else if (block === 'Code') chain.toggleCodeBlock().run();
  else if (block === 'Normal') chain.setParagraph().run();
  else chain.toggleHeading({ level: Number(block.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6 }).run();
};

/**
 * Rich text (`richtext` and the spec's `draft`): TipTap, its value the HTML. A block-type select (Normal, H1–H6,
 * Blockquote, Code) above an editable region labelled by the field's label. TipTap's own stylesheet is not
 * injected (the CSP allows no inline style element); the editor is styled in definitions.css.
 */
export function RichTextRenderer({ field, label, required }: FieldProps) {
  const texts = useAdminTexts();
  const { field: input, helpers, error } = useFieldError(field.name);
  const id = fieldId(field.name);
  const labelId = `${id}-label`;
  const blockId = useId();
  const editor = useEditor({
    // No trailing empty paragraph after a last heading: the value is the HTML the user wrote.
    extensions: [StarterKit.configure({ trailingNode: false })],
    content: typeof input.value === 'string' ? input.value : '',
    injectCSS: false,
    onUpdate: ({ editor: current }) => void helpers.setValue(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => void helpers.setTouched(true),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(error ? { 'aria-describedby': describedBy(id, false, true) ?? '' } : {}),
        class: 'rich-text-content',
      },
    },
  });
  const block = useEditorState({ editor, selector: ({ editor: current }) => (current ? blockOf(current) : 'Normal') });
  return (
    <div className={`field field-native rich-text${error ? ' field-invalid' : ''}`}>
      <span id={labelId} className="field-label">
        <RequiredLabel text={label} required={required} />
      </span>
      <FieldError id={id} error={error} />
      <div className="rich-text-toolbar">
        <label htmlFor={blockId}>{texts.blockType}</label>
        <select
          id={blockId}
          value={block}
          onChange={(event) => {
            const chosen = richTextBlockTypes.find((type) => type === event.target.value);
            if (editor && chosen) setBlock(editor, chosen);
          }}
        >
          {richTextBlockTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
