/**
 * Tests' reading of the Settings family's edit form (GET /api/Settings/GetById/store?action=edit): the settings
 * record its fields' initial values hold, so a test can check what an Update published as staff would see it.
 */
import type { FormAnswer } from '@parks/schemas/admin/calls';
import { parseDollars } from '@parks/schemas/money';
import type { StoreSettingsRecord } from '@parks/schemas/settings';

export const settingsFromForm = (form: FormAnswer): StoreSettingsRecord => {
  const values = new Map(
    form.sections.flatMap((section) => section.fields.map((field) => [field.name, field.initialValue] as const)),
  );
  const flag = (name: string) => values.get(name) === 'true';
  const text = (name: string): string => {
    const value = values.get(name);
    return typeof value === 'string' ? value : '';
  };
  /** The form shows a fee in dollars (`1.50`, `1,50` in French); the record keeps its cents. */
  const cents = (name: string): number => {
    const value = parseDollars(values.get(name));
    if (value === null) throw new Error(`the settings form has no amount ${name}`);
    return value;
  };
  return {
    settingId: text('settingId'),
    enableB2CSplashPage: flag('enableB2CSplashPage'),
    enableB2BSplashPage: flag('enableB2BSplashPage'),
    enableUAT: flag('enableUAT'),
    enableSeedClock: flag('enableSeedClock'),
    clockDateTime: text('clockDateTime') === '' ? null : text('clockDateTime'),
    disableShoppingCart: flag('disableShoppingCart'),
    orderBccEmails: text('orderBccEmails')
      .split('\n')
      .filter((email) => email !== ''),
    orderSenderEmail: text('orderSenderEmail') === '' ? null : text('orderSenderEmail'),
    lineItemFeeCents: cents('lineItemFee'),
    orderProcessingFeeCents: cents('orderProcessingFee'),
    orderShipmentFeeCents: cents('orderShipmentFee'),
  };
};
