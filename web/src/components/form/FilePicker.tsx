import type { InputHTMLAttributes } from 'react';
import './filePicker.css';

type Props = Readonly<
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
    id: string;
    /** The button's words ("Choose files"), in the page's language. */
    chooseLabel: string;
    /** What is chosen, as the field shows it (the file names), or its words for nothing chosen yet. */
    chosen: string;
    onFiles: (files: readonly File[]) => void;
  }
>;

/**
 * A file input that speaks the page's language and looks like the design system's secondary button: the browser's
 * own control says "Choose Files" and "No file chosen" in the browser's language, whatever the page's. The native
 * input stays, visually hidden, so the label, the keyboard, a screen reader and the form's validation reach it as
 * before; the visible button is a second label of it (its name reads "Image Choose files"), and what is chosen is its description.
 */
export function FilePicker({ id, chooseLabel, chosen, onFiles, ...input }: Props) {
  const chosenId = `${id}-chosen`;
  const describedBy = [input['aria-describedby'], chosenId].filter(Boolean).join(' ');
  return (
    <div className="file-picker">
      <input
        {...input}
        id={id}
        type="file"
        className="visually-hidden file-picker-input"
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again after its removal is a change too.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="button button-secondary file-picker-button">
        {chooseLabel}
      </label>
      <span id={chosenId} className="file-picker-chosen">
        {chosen}
      </span>
    </div>
  );
}
