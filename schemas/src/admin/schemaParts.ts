import { boolean, mixed, object, string } from 'yup';
import { idField, isWellFormedId, list, text } from '../fields.ts';
import { roles } from '../roles.ts';
import { msg } from '../texts/messages/index.ts';
import { buttonNames, type OptionId, type ScalarValue, submitsForm } from './definitions.ts';

/** The pieces every definition schema is built from: names, ids, scalar values, options, buttons, bounds. */

export const invalid = msg('validation.invalid');
export const limits = {
  sections: 50,
  fields: 200,
  options: 1_000,
  rules: 20,
  conditions: 500,
  buttons: 30,
  columns: 100,
};

export const name = () => idField(invalid).required(invalid);
export const cssClass = () => text(200);
export const oneOf = <T extends string>(values: readonly T[]) => string().oneOf(values, invalid);

export const isOptionId = (value: unknown): value is OptionId =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || isWellFormedId(value);
export const isScalar = (value: unknown): value is Exclude<ScalarValue, null> =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
export const isCell = (value: unknown): boolean =>
  value === null || isScalar(value) || (Array.isArray(value) && value.every(isOptionId));

export const optionId = () => mixed(isOptionId).typeError(invalid);
export const scalar = () => mixed(isScalar).typeError(invalid).nullable().defined(invalid);

export const optionSchema = object({
  id: optionId().required(invalid),
  name: text().defined(invalid),
  value: text().defined(invalid),
  isSelected: boolean().required(invalid),
  parentId: optionId().nullable(),
}).noUnknown(invalid);

export const buttonSchema = object({
  name: oneOf(buttonNames).required(invalid),
  value: text().required(invalid),
  type: oneOf(['submit', 'button'] as const).required(invalid),
  roles: list(oneOf(roles).required(invalid), roles.length).required(invalid).min(1, invalid),
})
  .noUnknown(invalid)
  .test('type', invalid, (button) => (button.type === 'submit') === submitsForm(button.name));
export const buttonsShape = list(buttonSchema, limits.buttons).required(invalid);
