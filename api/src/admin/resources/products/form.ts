/**
 * The product screens: import (the file of products to draft), and create, clone, edit, delete and details in four
 * sections (general, category and permits, images and sample, availability) and the notices.
 */
import type { AdminEntityDocument } from '@parks/projections/admin/revisions';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { Button, Field, FieldOption, FormDefinition, Section } from '@parks/schemas/admin/definitions';
import { productsScreen as texts } from '@parks/schemas/admin/families/products/texts';
import { productLimits, vesselTypeOptions } from '@parks/schemas/admin/products';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import type { AdminDeps } from '../../deps.ts';
import { checkboxField, hiddenField, option, revisionFormButtons, screenText, staffButton } from '../../forms.ts';
import type { AdminCall } from '../../registry.ts';
import { noticesField } from '../noticeWidget.ts';
import { storeCategories } from '../storeEntities.ts';
import { type Product, productOf } from './product.ts';

const text = screenText(texts);
const button = staffButton('products', text);

const buttonsOf = (call: AdminCall, action: FormScreenAction): Button[] =>
  action === 'import'
    ? [button(call, 'save', 'import', true), button(call, 'cancel', 'cancel', false)]
    : revisionFormButtons(button, call, action, { canClone: true, canDelete: true });

const importForm = (call: AdminCall): FormDefinition => {
  const t = (key: string) => text(call.language, key);
  return {
    mode: 'edit',
    entityId: null,
    title: t('title.import'),
    sections: [
      {
        name: 'general',
        title: t('general'),
        width: 12,
        fields: [
          {
            name: 'file',
            component: 'upload',
            type: 'file',
            caption: t('file'),
            limit: 1,
            validation: [{ name: 'required', message: translate(call.language, 'admin.product.import.file.required') }],
          },
        ],
      },
    ],
    conditions: [],
    buttons: buttonsOf(call, 'import'),
  };
};

const sectionsOf = (
  call: AdminCall,
  product: Product | null,
  categoryOptions: readonly FieldOption[],
  copyOf: boolean,
): Section[] => {
  const { language } = call;
  const t = (key: string) => text(language, key);
  const rule = (message: MessageKey) => translate(language, message);
  const input = (name: string, initialValue: string | number | null | undefined, required?: MessageKey): Field => ({
    name,
    component: 'input',
    type: typeof initialValue === 'number' ? 'number' : 'text',
    caption: t(name),
    ...(required === undefined ? {} : { validation: [{ name: 'required', message: rule(required) }] }),
    ...(initialValue === undefined || initialValue === null ? {} : { initialValue }),
  });
  const multiline = (name: string, initialValue: string | undefined): Field => ({
    name,
    component: 'multilineinput',
    type: 'textarea',
    caption: t(name),
    validation: [{ name: 'maxLength', value: productLimits.description, message: rule('validation.invalid') }],
    ...(initialValue === undefined ? {} : { initialValue }),
  });
  const dateTime = (name: 'unavailableStart' | 'unavailableEnd', initialValue: string | null): Field => ({
    name,
    component: 'datetimepicker',
    type: 'datetime',
    caption: t(name),
    ...(initialValue === null ? {} : { initialValue }),
  });
  const images = (name: 'images_EN' | 'images_FR', urls: readonly string[]): Field => ({
    name,
    component: 'upload',
    type: 'image',
    caption: t(name),
    limit: productLimits.imagesPerLanguage,
    canvas: 'default',
    ...(urls.length === 0 || copyOf ? {} : { initialValue: [...urls] }),
  });
  const samplePdf = (name: 'samplePdf_EN' | 'samplePdf_FR', url: string | undefined): Field => ({
    name,
    component: 'upload',
    type: 'file',
    caption: t(name),
    limit: 1,
    ...(url ? { initialValue: url } : {}),
  });
  return [
    {
      name: 'general',
      title: t('general'),
      width: 6,
      fields: [
        hiddenField('productId', copyOf ? null : (product?.entityId ?? null)),
        input('name_EN', product?.name.en, 'admin.name.required'),
        input('name_FR', product?.name.fr, 'admin.name.required'),
        // A clone is a new product: its SKU must differ, so the form starts it empty.
        input('sku', copyOf ? undefined : product?.sku, 'admin.product.sku.required'),
        multiline('shortDescription_EN', product?.shortDescription.en),
        multiline('shortDescription_FR', product?.shortDescription.fr),
      ],
    },
    {
      name: 'placement',
      title: t('placement'),
      width: 6,
      fields: [
        {
          // The categories it is shown in: several may be ticked (§3: a list); the first is its home category.
          name: 'categoryIds',
          component: 'multiselect',
          type: 'checkboxlist',
          caption: t('categoryIds'),
          options: categoryOptions,
          validation: [{ name: 'required', message: rule('admin.product.category.required') }],
          initialValue: [...(product?.categoryIds ?? [])],
        },
        {
          name: 'vesselTypes',
          component: 'multiselect',
          type: 'checkboxlist',
          caption: t('vesselTypes'),
          options: vesselTypeOptions.map((type) =>
            option(type.value, type.name[language], product?.vesselTypes.includes(type.value) ?? false),
          ),
          initialValue: [...(product?.vesselTypes ?? [])],
        },
        input('validityPeriod_EN', product?.validityPeriod?.en),
        input('validityPeriod_FR', product?.validityPeriod?.fr),
        input('displayOrder', product?.displayOrder ?? 0),
      ],
    },
    {
      name: 'media',
      title: t('media'),
      width: 6,
      fields: [
        images('images_EN', product?.images.en ?? []),
        images('images_FR', product?.images.fr ?? []),
        samplePdf('samplePdf_EN', copyOf ? undefined : product?.samplePdf?.en),
        samplePdf('samplePdf_FR', copyOf ? undefined : product?.samplePdf?.fr),
      ],
    },
    {
      name: 'availability',
      title: t('availability'),
      width: 6,
      fields: [
        checkboxField('orderable', t('orderable'), product?.orderable ?? true),
        input('unavailableTagline_EN', product?.unavailableTagline?.en),
        input('unavailableTagline_FR', product?.unavailableTagline?.fr),
        // The unavailability window (§5): the tagline is shown instead of Add to cart from the start to the end.
        dateTime('unavailableStart', product?.unavailableStart ?? null),
        dateTime('unavailableEnd', product?.unavailableEnd ?? null),
      ],
    },
    {
      name: 'notices',
      title: t('notices'),
      width: 12,
      fields: [noticesField(t('notices'), product?.notices ?? [])],
    },
  ];
};

export const productForm = async (
  deps: AdminDeps,
  call: AdminCall,
  action: FormScreenAction,
  doc: AdminEntityDocument | null,
): Promise<FormDefinition> => {
  if (action === 'import') return importForm(call);
  const { language } = call;
  const product = doc === null ? null : productOf(doc);
  const categories = await storeCategories(deps, call.storeCode);
  const known = new Set(categories.map((category) => category.id));
  const categoryOptions = categories.map((category) =>
    option(
      category.id,
      category.name[language],
      product?.categoryIds.includes(category.id) ?? false,
      category.parentId !== null && known.has(category.parentId) ? category.parentId : null,
    ),
  );
  const editing = action === 'create' || action === 'clone' || action === 'edit';
  return {
    mode: editing ? 'edit' : 'view',
    entityId: doc === null || action === 'clone' ? null : doc.entityId,
    title: text(language, `title.${action}`),
    sections: sectionsOf(call, product, categoryOptions, action === 'clone'),
    conditions: [],
    buttons: buttonsOf(call, action),
  };
};
