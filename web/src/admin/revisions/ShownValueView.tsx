import type { ShownPart, ShownValue } from '@parks/schemas/admin/calls';
import { useRevisionTexts } from './texts.ts';

/** A part of a value: its label (English, French) where it has one, then its text or a thumbnail of its image. */
function Part({ part, alt }: Readonly<{ part: ShownPart; alt: string }>) {
  const texts = useRevisionTexts();
  const label = part.label === undefined ? null : <span className="shown-label">{texts.partLabel(part.label)}</span>;
  return (
    <>
      {label}
      {part.imageUrl === undefined ? (
        part.text
      ) : (
        <img
          className="shown-image"
          src={part.imageUrl}
          alt={part.label === undefined ? alt : `${alt} (${part.label})`}
        />
      )}
    </>
  );
}

const isShownValue = (value: unknown): value is ShownValue =>
  typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'parts'));

/** A `ShownValue` from the JSON a details field holds it in; none for anything else. */
export const shownValueOf = (value: unknown): ShownValue | null => {
  if (isShownValue(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isShownValue(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * A revision's field value as the server formatted it (api/src/admin/revisionFields.ts): a list as a list, a
 * bilingual text as labelled lines, an image as a thumbnail; nothing as the empty mark. `name` is the field's label,
 * which an image's text repeats.
 */
export function ShownValueView({ value, name }: Readonly<{ value: ShownValue; name: string }>) {
  const texts = useRevisionTexts();
  if (value.parts.length === 0) return <span className="shown-empty">{texts.empty}</span>;
  if (value.list) {
    return (
      <ul className="shown-list">
        {value.parts.map((part, index) => (
          // Items have no identity of their own: their place in the list is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <Part part={part} alt={name} />
          </li>
        ))}
      </ul>
    );
  }
  const [only] = value.parts;
  if (value.parts.length === 1 && only !== undefined && only.label === undefined)
    return <Part part={only} alt={name} />;
  return (
    <span className="shown-lines">
      {value.parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in a fixed order (English, French)
        <span key={index} className="shown-line">
          <Part part={part} alt={name} />
        </span>
      ))}
    </span>
  );
}
