/**
 * The category screens (create, clone, edit, delete, details): names, URL aliases, parent, order, `active`, the
 * boating-permit flag, the images and the notices. A category is not offered as its own parent, nor under itself.
 * The public store's own fields (boating permits, the menu, the home page panels) are not shown for the portal's
 * categories, which have none of them: left out of the form, they keep what the category holds.
 */
import { descendantsOf } from '@parks/domain/catalog/categoryRules';
import type { AdminEntityDocument } from '@parks/projections/admin/revisions';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import { categoryLimits, noHomePanel } from '@parks/schemas/admin/categories';
import type { Field, FieldOption, FormDefinition, Section } from '@parks/schemas/admin/definitions';
import { homePanels } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { checkboxField, formTitleKeys, hiddenField, option, revisionFormButtons } from '../../forms.ts';
import type { AdminCall } from '../../registry.ts';
import type { EntityDocs } from '../../revisionResource.ts';
import { noticesField } from '../noticeWidget.ts';
import { type Category, categoryOf, nodesOf } from './category.ts';
import { button, text } from './texts.ts';

const imageInitial = (url: string | undefined) => (url === undefined || url === '' ? {} : { initialValue: url });

const sectionsOf = (
  language: Language,
  category: Category | null,
  parentOptions: readonly FieldOption[],
  copyOf: boolean,
  publicStore: boolean,
): Section[] => {
  const record = category?.record;
  const required = { name: 'required' as const, message: translate(language, 'admin.name.required') };
  const maxLength = (value: number) => ({
    name: 'maxLength' as const,
    value,
    message: translate(language, 'validation.invalid'),
  });
  const textField = (name: string, initialValue: string | undefined, rules = [required]): Field => ({
    name,
    component: 'input',
    type: 'text',
    caption: text(language, name),
    validation: [...rules, maxLength(categoryLimits.name)],
    ...(initialValue === undefined ? {} : { initialValue }),
  });
  const aliasRequired = { name: 'required' as const, message: translate(language, 'admin.urlAlias.required') };
  const checkbox = (name: string, checked: boolean): Field => checkboxField(name, text(language, name), checked);
  // A clone is a new category: its URL aliases must differ, so the form starts them empty.
  const alias = (value: string | undefined) => (copyOf ? undefined : value);
  const orderInvalid = translate(language, 'admin.order.invalid');
  // Where a top-level category of the public store shows beyond its page: the menu, and a home page panel.
  const storePlacement: Section[] = publicStore
    ? [
        {
          name: 'storePlacement',
          title: text(language, 'storePlacement'),
          width: 6,
          fields: [
            checkbox('inMenu', record?.inMenu ?? true),
            {
              name: 'homePanel',
              component: 'singleselect',
              type: 'dropdown',
              caption: text(language, 'homePanel'),
              options: [
                option(noHomePanel, text(language, 'noHomePanel'), (record?.homePanel ?? null) === null),
                ...homePanels.map((panel) => option(panel, text(language, panel), record?.homePanel === panel)),
              ],
              initialValue: record?.homePanel ?? noHomePanel,
            },
          ],
        },
      ]
    : [];
  return [
    {
      name: 'general',
      title: text(language, 'general'),
      width: 6,
      fields: [
        hiddenField('categoryId', copyOf ? null : (record?.categoryId ?? null)),
        textField('name_EN', record?.name.en),
        textField('name_FR', record?.name.fr),
        textField('urlAlias_EN', alias(record?.urlAlias.en), [aliasRequired]),
        textField('urlAlias_FR', alias(record?.urlAlias.fr), [aliasRequired]),
      ],
    },
    {
      name: 'placement',
      title: text(language, 'placement'),
      width: 6,
      fields: [
        {
          name: 'parentId',
          component: 'singleselect',
          type: 'treelist',
          caption: text(language, 'parentId'),
          options: parentOptions,
          initialValue: record?.parentId ?? 0,
        },
        {
          name: 'order',
          component: 'input',
          type: 'number',
          caption: text(language, 'order'),
          initialValue: record?.displayOrder ?? 0,
          validation: [
            { name: 'integer', message: orderInvalid },
            { name: 'min', value: 0, message: orderInvalid },
            { name: 'max', value: categoryLimits.order, message: orderInvalid },
          ],
        },
        checkbox('active', category?.active ?? true),
        ...(publicStore ? [checkbox('productsAreBoatingPermits', record?.productsAreBoatingPermits ?? false)] : []),
      ],
    },
    ...storePlacement,
    {
      name: 'images',
      title: text(language, 'images'),
      width: 6,
      fields: (['image_EN', 'image_FR'] as const).map(
        (name): Field => ({
          name,
          component: 'upload',
          type: 'image',
          caption: text(language, name),
          limit: 1,
          canvas: 'default',
          ...imageInitial(record?.imageUrl?.[name === 'image_EN' ? 'en' : 'fr']),
        }),
      ),
    },
    {
      name: 'notices',
      title: text(language, 'notices'),
      width: 6,
      fields: [noticesField(text(language, 'notices'), record?.notices ?? [])],
    },
  ];
};

export const categoryForm = async (
  call: AdminCall,
  action: FormScreenAction,
  doc: AdminEntityDocument | null,
  others: EntityDocs,
): Promise<FormDefinition> => {
  const { language } = call;
  const category = doc === null ? null : categoryOf(doc);
  const all = nodesOf(await others());
  // A category cannot go under itself or its subcategories: they are not offered.
  const excluded = doc === null || action === 'clone' ? new Set<string>() : descendantsOf(all, doc.entityId);
  if (doc !== null && action !== 'clone') excluded.add(doc.entityId);
  const parentId = category?.record.parentId ?? null;
  const parentOptions: FieldOption[] = [
    option(0, text(language, 'none'), parentId === null, null),
    ...all
      .filter((node) => !excluded.has(node.id))
      .map((node) =>
        option(
          node.id,
          node.record.name[language],
          node.id === parentId,
          node.parentId !== null && all.some((other) => other.id === node.parentId) ? node.parentId : null,
        ),
      ),
  ];
  const editing = action === 'create' || action === 'clone' || action === 'edit';
  return {
    mode: editing ? 'edit' : 'view',
    entityId: doc === null || action === 'clone' ? null : doc.entityId,
    title: text(language, formTitleKeys[action]),
    sections: sectionsOf(language, category, parentOptions, action === 'clone', call.storeCode === 'b2c'),
    conditions: [],
    buttons: revisionFormButtons(button, call, action, { canClone: true, canDelete: true }),
  };
};
