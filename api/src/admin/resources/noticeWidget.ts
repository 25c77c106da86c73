/**
 * The notices of a category or a product: part of its payload, edited in its form's notice widget, whose value is
 * its own (the notices as the JSON text of the form's `notices` list).
 */
import type { CategoryValues } from '@parks/schemas/admin/categories';
import type { Field } from '@parks/schemas/admin/definitions';
import type { Notice } from '@parks/schemas/catalog';

/** A notice as the form sends it: its text in each language apart. */
export type NoticeValues = NonNullable<CategoryValues['notices']>[number];

/** The payload's notices for the form's (none for none). */
export const noticesOfValues = (values: readonly NoticeValues[] | null | undefined): Notice[] =>
  (values ?? []).map((notice) => ({
    location: notice.location,
    type: notice.type,
    text: { en: notice.text_EN, fr: notice.text_FR },
  }));

/** The form's notices for the payload's. */
export const noticeValuesOf = (notices: readonly Notice[]): NoticeValues[] =>
  notices.map((notice) => ({
    location: notice.location,
    type: notice.type,
    text_EN: notice.text.en,
    text_FR: notice.text.fr,
  }));

export const noticesField = (caption: string, notices: readonly Notice[]): Field => ({
  name: 'notices',
  component: 'widget',
  type: 'noticeWidget',
  caption,
  initialValue: JSON.stringify(noticeValuesOf(notices)),
});
