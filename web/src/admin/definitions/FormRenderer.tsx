import { shownValueWidget } from '@parks/schemas/admin/calls';
import { type FormValues, mustReload } from '@parks/schemas/admin/conditions';
import {
  type ButtonName,
  buttonsFor,
  type Field,
  type FormDefinition,
  type SearchDto,
  submitsForm as submitsAnyForm,
} from '@parks/schemas/admin/definitions';
import { slugOf } from '@parks/schemas/slug';
import { Form, Formik, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { fieldId } from '../../components/form/fields.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { dateText } from '../../lib/dates.ts';
import { useLanguage } from '../../lib/text.ts';
import { ShownValueView, shownValueOf } from '../revisions/ShownValueView.tsx';
import { labelOf } from './fields/fieldProps.ts';
import { FieldRenderer } from './fields/registry.tsx';
import { storedFileSrc } from './fields/uploadChecks.ts';
import { formView, initialValuesOf, isRequired, requiredErrors } from './formView.ts';
import type { ShownProblem } from './problem.ts';
import { useAdminTexts } from './texts.ts';
import { useRole } from './useRole.ts';
import './definitions.css';

type Values = Record<string, unknown>;

/** The shared submit buttons, and the generate form's own `generate` (§ Discounts Generate: it sends the form). */
const submitsForm = (name: ButtonName): boolean => submitsAnyForm(name) || name === 'generate';

/** Reloads the definition when an `update` condition fires (§4), comparing each change with the values before. */
function ConditionWatcher({
  conditions,
  onReload,
}: Readonly<{ conditions: FormDefinition['conditions']; onReload: (values: Values) => void }>) {
  const { values, initialValues } = useFormikContext<Values>();
  const previous = useRef<FormValues>(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    // A reloaded definition resets the form to its values: that is the server's answer, not the user's change.
    if (values === initialValues) return;
    if (before !== values && mustReload(conditions, before, values)) onReload(values);
  }, [values, initialValues, conditions, onReload]);
  return null;
}

/** The languages of a form whose `urlAlias_XX` field follows its `name_XX` field (categories, places). */
const aliasLanguages = ['EN', 'FR'] as const;

/**
 * Suggests the URL alias from the name as staff type it (back-office.md §5, slug helper): each language's alias
 * follows its name only while it is empty or still the last suggestion, so an alias staff typed (or one a saved
 * category already has) is never overwritten. The server fills an empty alias the same way on save.
 */
function AliasSuggestion({ definition }: Readonly<{ definition: Pick<FormDefinition, 'sections'> }>) {
  const { values, setFieldValue } = useFormikContext<Values>();
  const names = new Set(definition.sections.flatMap((section) => section.fields.map((field) => field.name)));
  const followed = aliasLanguages.filter(
    (language) => names.has(`name_${language}`) && names.has(`urlAlias_${language}`),
  );
  const suggested = useRef<Partial<Record<(typeof aliasLanguages)[number], string>>>({});
  // The effect reads the latest values, and runs only when a followed name changes (its key).
  const latest = useRef(values);
  latest.current = values;
  const namesKey = JSON.stringify(followed.map((language) => [language, values[`name_${language}`]]));
  useEffect(() => {
    const current = latest.current;
    for (const [language, name] of JSON.parse(namesKey) as [(typeof aliasLanguages)[number], unknown][]) {
      const alias = current[`urlAlias_${language}`];
      if (typeof name !== 'string') continue;
      const untouched = alias === undefined || alias === null || alias === '' || alias === suggested.current[language];
      const next = slugOf(name);
      if (!untouched || next === alias) continue;
      suggested.current[language] = next;
      void setFieldValue(`urlAlias_${language}`, next, false);
    }
  }, [namesKey, setFieldValue]);
  return null;
}

/** The sections of a form (or of an advanced search) as the current values show them, in a 12-column grid. */
export function FormSections({
  definition,
}: Readonly<{ definition: Pick<FormDefinition, 'sections' | 'conditions'> | SearchDto }>) {
  const { values } = useFormikContext<Values>();
  return (
    <div className="admin-grid">
      {formView(definition, values).map(({ section, fields }) => (
        <section
          key={section.name}
          className={`admin-section admin-span-${section.width ?? 12}`}
          aria-labelledby={`section-${section.name}`}
        >
          <h2 id={`section-${section.name}`} className="admin-section-title">
            {section.title}
          </h2>
          {fields.map(({ field, options }) => (
            <FieldRenderer
              key={field.name}
              field={field}
              options={options}
              label={labelOf(field)}
              required={isRequired(field)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * A value read in a `view` form: option names for selects, yes/no for a box, a date in the page language's style,
 * stored images as thumbnails and stored files as links (never their hashes), the text otherwise.
 */
function ShownValue({ field, value }: Readonly<{ field: Field; value: unknown }>) {
  const texts = useAdminTexts();
  const lng = useLanguage();
  // A value not set reads as a dash (and "Not set" to a screen reader), never as a label with nothing after it.
  const notSet = (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{texts.notSet}</span>
    </>
  );
  if (field.component === 'datetimepicker') {
    const variant = field.type === 'date' || field.type === 'monthyear' ? field.type : 'datetime';
    return typeof value === 'string' && value !== '' ? dateText(value, lng, variant) : notSet;
  }
  if (field.component === 'upload') {
    const stored = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item !== '',
    );
    if (stored.length === 0) return notSet;
    return (
      <>
        {stored.map((reference, index) =>
          field.type === 'image' ? (
            <img
              key={reference}
              className="upload-thumb"
              src={storedFileSrc(reference)}
              alt={texts.storedImage(index + 1)}
              loading="lazy"
            />
          ) : (
            <a key={reference} href={storedFileSrc(reference)} target="_blank" rel="noreferrer">
              {texts.storedFile(index + 1)}
            </a>
          ),
        )}
      </>
    );
  }
  const text = shownText(field, value, texts);
  return text === '' ? notSet : text;
}

const shownText = (field: Field, value: unknown, texts: ReturnType<typeof useAdminTexts>): string => {
  if (field.component === 'singleselect' && field.type === 'checkbox') return value === true ? texts.yes : texts.no;
  if ('options' in field) {
    const ids = (Array.isArray(value) ? value : [value]).map(String);
    return field.options
      .filter((option) => ids.includes(String(option.id)))
      .map((option) => option.name)
      .join(', ');
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === null || value === undefined ? '' : String(value);
};

/** A read value: a revision's formatted field (its widget, §2 "Revision details") as such, the others by type. */
function ReadOnlyValue({ field, value }: Readonly<{ field: Field; value: unknown }>) {
  const shown = field.component === 'widget' && field.type === shownValueWidget ? shownValueOf(value) : null;
  return shown === null ? (
    <ShownValue field={field} value={value} />
  ) : (
    <ShownValueView value={shown} name={labelOf(field)} />
  );
}

function ReadOnlySections({ definition }: Readonly<{ definition: FormDefinition }>) {
  const values = initialValuesOf(definition);
  return (
    <div className="admin-grid">
      {formView(definition, values).map(({ section, fields }) => (
        <section key={section.name} className={`admin-section admin-span-${section.width ?? 12}`}>
          <h2 className="admin-section-title">{section.title}</h2>
          <dl className="admin-details">
            {fields
              .filter(({ field }) => !(field.component === 'input' && field.type === 'hidden'))
              .map(({ field }) => (
                <div key={field.name}>
                  <dt>{labelOf(field)}</dt>
                  <dd>
                    <ReadOnlyValue field={field} value={values[field.name]} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export type FormRendererProps = Readonly<{
  definition: FormDefinition;
  /** Sends the values with the pressed button's name; resolves with the refusal, or null when it succeeded. */
  onSubmit: (values: Values, button: ButtonName) => Promise<ShownProblem | null>;
  /** An update condition fired: fetch the definition again with these values. */
  onReload: (values: Values) => void;
  onCancel: () => void;
  /** A button that does not submit (add, edit, details…). */
  onAction?: (button: ButtonName) => void;
  children?: ReactNode;
}>;

/**
 * A form definition drawn with Formik (§3–§5). The client enforces only `required` (the rule's own message,
 * shown once a field is touched); the server's field errors (first message of each) show on their fields, with
 * its title over an error summary and the problem notice above the form. The buttons are those of the user's
 * role; a submitting one sends its name.
 */
export function FormRenderer({ definition, onSubmit, onReload, onCancel, onAction, children }: FormRendererProps) {
  const role = useRole();
  const buttons = buttonsFor(definition.buttons, role);
  const initialValues = useMemo(() => initialValuesOf(definition), [definition]);
  const pressed = useRef<ButtonName | null>(null);
  // A submit re-sends what the server refused: its errors show on their fields but never block the next try.
  const submitting = useRef(false);
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  // A server error stays on its field until the field's value changes.
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, { message: string; value: unknown }>>>({});

  if (definition.mode === 'view') {
    return (
      <div className="admin-form">
        <h1>{definition.title}</h1>
        {problem ? <ProblemNotice problem={problem} /> : null}
        <ReadOnlySections definition={definition} />
        {children}
        <div className="admin-buttons">
          {buttons.map((button) => (
            <button
              key={button.name}
              type="button"
              className={`button ${submitsForm(button.name) ? 'button-primary' : 'button-secondary'}`}
              onClick={() =>
                button.name === 'cancel'
                  ? onCancel()
                  : submitsForm(button.name)
                    ? void onSubmit(initialValues, button.name).then(setProblem)
                    : onAction?.(button.name)
              }
            >
              {button.value}
            </button>
          ))}
        </div>
      </div>
    );
  }

  const firstSubmit = buttons.find((button) => submitsForm(button.name))?.name ?? 'save';
  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validate={(values) => {
        const ignoreServer = submitting.current;
        submitting.current = false;
        if (ignoreServer) return requiredErrors(definition, values);
        const stale = Object.entries(serverErrors).filter(([name, { value }]) => values[name] === value);
        return {
          ...Object.fromEntries(stale.map(([name, { message }]) => [name, message])),
          ...requiredErrors(definition, values),
        };
      }}
      onSubmit={async (values, helpers) => {
        const button = pressed.current ?? firstSubmit;
        pressed.current = null;
        const refused = await onSubmit(values, button);
        setProblem(refused);
        if (refused) {
          const kept = Object.fromEntries(
            Object.entries(refused.fields).map(([name, message]) => [name, { message, value: values[name] }]),
          );
          setServerErrors(kept);
          helpers.setErrors(refused.fields);
          void helpers.setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])), false);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="admin-form" noValidate>
          <h1>{definition.title}</h1>
          {problem ? <ProblemNotice problem={problem} /> : null}
          <ConditionWatcher conditions={definition.conditions} onReload={onReload} />
          <AliasSuggestion definition={definition} />
          <FormSections definition={definition} />
          {children}
          <div className="admin-buttons">
            {buttons.map((button) =>
              submitsForm(button.name) ? (
                <button
                  key={button.name}
                  type="submit"
                  name={button.name}
                  className="button button-primary"
                  disabled={isSubmitting}
                  onClick={() => {
                    pressed.current = button.name;
                    submitting.current = true;
                  }}
                >
                  {button.value}
                </button>
              ) : (
                <button
                  key={button.name}
                  type="button"
                  className="button button-secondary"
                  onClick={() => (button.name === 'cancel' ? onCancel() : onAction?.(button.name))}
                >
                  {button.value}
                </button>
              ),
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** A server message; one starting with markup is HTML (§5), drawn through the one sanitizer. */
export function Message({ text }: Readonly<{ text: string }>) {
  return text.trimStart().startsWith('<') ? <SafeHtml html={text} /> : <p>{text}</p>;
}

/** §8: "Error: There was a problem processing your request" with the server's message, then its field errors. */
export function ProblemNotice({ problem }: Readonly<{ problem: ShownProblem }>) {
  const texts = useAdminTexts();
  const items = Object.entries(problem.fields).map(([name, text]) => ({ fieldId: fieldId(name), text }));
  return (
    <>
      <Alert kind="error" title={texts.problem}>
        <Message text={problem.message} />
      </Alert>
      {items.length > 0 ? <ErrorSummary title={problem.title || texts.problem} items={items} /> : null}
    </>
  );
}
