import { inputMasks } from '@parks/schemas/admin/definitions';
import { foldText } from '@parks/schemas/foldText';
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, FieldsetShell, RequiredLabel } from '../../../components/form/FieldShell.tsx';
import {
  CheckboxField,
  fieldId,
  NativeTextInput,
  RadioGroupField,
  SelectField,
  TextField,
  useFieldError,
} from '../../../components/form/fields.tsx';
import { MaskedTextField } from '../../../components/form/MaskedTextField.tsx';
import { phoneMask, postalCodeMask } from '../../../lib/masks.ts';
import { useAdminTexts } from '../texts.ts';
import type { FieldProps } from './fieldProps.ts';
import { NoticeWidget, ValueListWidget } from './listWidgets.tsx';
import { inTreeOrder } from './treeOrder.ts';

/**
 * The plain field components: GCDS inputs and selects through the shared Formik adapters where GCDS has the
 * control, native controls drawn like them (FieldShell) where it does not (textarea, lists of boxes, a multiple
 * select). Each is labelled, marks `required`, and links its error with aria-describedby.
 */

export function InputRenderer({ field, label, required }: FieldProps) {
  if (field.type === 'hidden') return null;
  const type = field.type === 'email' || field.type === 'password' ? field.type : 'text';
  return (
    <TextField
      name={field.name}
      label={label}
      required={required}
      type={type}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      hint={field.caption === undefined ? undefined : field.prompt}
    />
  );
}

export function TextareaRenderer({ field, label, required }: FieldProps) {
  const { field: input, error } = useFieldError(field.name);
  const id = fieldId(field.name);
  return (
    <FieldShell id={id} label={label} required={required} hint={field.prompt} error={error}>
      <textarea
        {...input}
        value={input.value ?? ''}
        id={id}
        rows={5}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, field.prompt !== undefined, error !== undefined)}
      />
    </FieldShell>
  );
}

export function SingleSelectRenderer({ field, options, label, required }: FieldProps) {
  const { t } = useTranslation();
  switch (field.type) {
    case 'checkbox':
      // A lone box without a caption is named by its one option ("Active").
      return (
        <CheckboxField
          name={field.name}
          label={<RequiredLabel text={field.caption ?? options[0]?.name ?? label} required={required} />}
          required={required}
        />
      );
    case 'radio':
    case 'radiolist':
      return (
        <RadioGroupField
          name={field.name}
          legend={label}
          required={required}
          options={options.map((option) => ({ value: String(option.id), label: option.name }))}
        />
      );
    default: {
      // A tree list (`treelist`) shows each option under its parent, indented by its depth; others have none.
      const listed = inTreeOrder(options);
      // A tree's own "none" (an option of id 0, §5: a category's top level) is its way back to no choice.
      const ownNone = field.type === 'treelist' && options.some((option) => String(option.id) === '0');
      return (
        <SelectField
          name={field.name}
          label={label}
          required={required}
          // A required select starts on GCDS's placeholder (not selectable again), never on an option it would
          // show as chosen while the form holds none; an optional one can go back to no choice, so it offers an
          // empty option of its own unless the tree has its "none".
          {...(required ? { placeholder: t('form.choose') } : {})}
          options={[
            ...(required || ownNone ? [] : [{ value: '', label: t('form.choose') }]),
            ...listed.map(({ option, depth }) => ({
              value: String(option.id),
              label: `${'— '.repeat(depth)}${option.name}`,
            })),
          ]}
        />
      );
    }
  }
}

export function MultiSelectRenderer({ field, options, label, required }: FieldProps) {
  const [input, , helpers] = useField<string[]>(field.name);
  const { error } = useFieldError(field.name);
  const id = fieldId(field.name);
  const chosen = Array.isArray(input.value) ? input.value : [];
  const blur = () => void helpers.setTouched(true);
  if (field.type === 'dropdown') {
    return (
      <FieldShell id={id} label={label} required={required} error={error}>
        <select
          id={id}
          multiple
          value={chosen}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, error !== undefined)}
          onBlur={blur}
          onChange={(event) => void helpers.setValue([...event.target.selectedOptions].map((option) => option.value))}
        >
          {options.map((option) => (
            <option key={String(option.id)} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  }
  return (
    <CheckboxList
      name={field.name}
      label={label}
      required={required}
      error={error}
      options={options}
      hint={field.caption === undefined ? undefined : field.prompt}
    />
  );
}

/** From this many boxes on, the list gets a filter and says how many are ticked (a discount's products). */
const FILTERED_FROM = 12;

/**
 * A list of boxes. A long one is filtered by what is typed above it; boxes filtered out keep their ticks, and the
 * count of ticked boxes (announced politely) says so.
 */
function CheckboxList({
  name,
  label,
  required,
  error,
  options,
  hint,
}: Readonly<{
  name: string;
  label: string;
  required: boolean;
  error: string | undefined;
  options: FieldProps['options'];
  hint: string | undefined;
}>) {
  const texts = useAdminTexts();
  const id = fieldId(name);
  const [input, , helpers] = useField<string[]>(name);
  const chosen = Array.isArray(input.value) ? input.value : [];
  const [filter, setFilter] = useState('');
  const long = options.length >= FILTERED_FROM;
  const wanted = foldText(filter);
  // A tree (a product's categories) reads each parent then its children, indented.
  const listed = inTreeOrder(options);
  const shown = wanted === '' ? listed : listed.filter(({ option }) => foldText(option.name).includes(wanted));
  const blur = () => void helpers.setTouched(true);
  const shell = { id, legend: label, required, error, hint, className: 'field-radios field-checkbox' };
  return (
    <FieldsetShell {...shell}>
      {long ? (
        <>
          <NativeTextInput
            label={texts.filterChoices}
            type="search"
            value={filter}
            maxLength={100}
            onChange={setFilter}
            className="checkbox-filter"
          />
          <p className="checkbox-count" aria-live="polite">
            {texts.choicesTicked(chosen.length, options.length)}
          </p>
        </>
      ) : null}
      <div className={long ? 'checkbox-scroll' : undefined}>
        {shown.length === 0 ? <p>{texts.noChoiceMatches}</p> : null}
        {shown.map(({ option, depth }) => {
          const value = String(option.id);
          const boxId = `${id}-${value.replace(/[^\w-]/g, '-')}`;
          return (
            <div
              key={value}
              className="checkbox-row"
              style={depth > 0 ? { paddingInlineStart: `${depth * 1.75}rem` } : undefined}
            >
              <input
                type="checkbox"
                id={boxId}
                checked={chosen.includes(value)}
                onBlur={blur}
                onChange={(event) =>
                  void helpers.setValue(
                    event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value),
                  )
                }
              />
              <label htmlFor={boxId}>{option.name}</label>
            </div>
          );
        })}
      </div>
    </FieldsetShell>
  );
}

/**
 * The store's Canadian masks: their templates are `inputMasks` (§5), letters upper-cased as typed. Made once, as
 * the field rebuilds its input when it is given another mask.
 */
const canadianMasks = { phone: phoneMask('CA'), postalcode: postalCodeMask('CA') } as const;

export function MaskedRenderer({ field, label, required }: FieldProps) {
  const kind = field.type === 'phone' ? 'phone' : 'postalcode';
  const mask = canadianMasks[kind];
  return (
    <MaskedTextField
      name={field.name}
      label={label}
      required={required}
      mask={mask}
      maxLength={inputMasks[kind].template.length}
      type={kind === 'phone' ? 'tel' : 'text'}
      {...(field.prompt ? { hint: field.prompt } : {})}
    />
  );
}

/** The server's named widgets (its definitions' `type`); an unknown one is a visible note, not a crash. */
const widgets: Readonly<Record<string, (props: FieldProps) => React.JSX.Element>> = {
  valueListWidget: ValueListWidget,
  noticeWidget: NoticeWidget,
};

export function WidgetRenderer(props: FieldProps) {
  const texts = useAdminTexts();
  const Widget = Object.hasOwn(widgets, props.field.type) ? widgets[props.field.type] : undefined;
  if (Widget) return <Widget {...props} />;
  return (
    <div className="admin-unsupported" role="note" id={fieldId(props.field.name)}>
      <strong>{props.label}</strong>
      <p>{texts.unsupportedWidget(props.field.type)}</p>
    </div>
  );
}
