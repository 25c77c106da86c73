import type {
  Button,
  FieldOption,
  FormDefinition,
  ListDefinition,
  ReportViewDefinition,
  TreeDefinition,
} from '../definitions.ts';

/**
 * Sample definitions, as the server's definition builders will serve them (back-office.md §3): the tests check them
 * with the yup schemas and evaluate their conditions. A definition builder's own test adds its output to this check.
 */

const option = (id: number | string, name: string, isSelected = false): FieldOption => ({
  id,
  name,
  value: String(id),
  isSelected,
});

const staff = ['LMG', 'SuperUser'] as const;
const save: Button = { name: 'save', value: 'Save', type: 'submit', roles: staff };
const cancel: Button = { name: 'cancel', value: 'Cancel', type: 'button', roles: staff };

/** A category form: bilingual names, a parent from the tree, images, a sale window, and conditions of each kind. */
export const categoryForm: FormDefinition = {
  mode: 'edit',
  entityId: 12,
  title: 'Edit category',
  sections: [
    {
      name: 'general',
      title: 'General',
      width: 6,
      fields: [
        { name: 'categoryId', component: 'input', type: 'hidden', initialValue: 12 },
        {
          name: 'name_EN',
          component: 'input',
          type: 'text',
          caption: 'Name (English)',
          validation: [{ name: 'required', message: 'Name is required' }],
          initialValue: 'Passes',
        },
        {
          name: 'name_FR',
          component: 'input',
          type: 'text',
          caption: 'Name (French)',
          validation: [
            { name: 'required', message: 'Name is required' },
            { name: 'minLength', value: 3, message: 'At least 3 characters' },
          ],
        },
        {
          name: 'parentId',
          component: 'singleselect',
          type: 'treelist',
          caption: 'Parent',
          options: [
            { ...option(0, 'None'), parentId: null },
            { ...option(1, 'Passes'), parentId: null },
            { ...option(2, 'Discovery passes'), parentId: 1 },
          ],
          initialValue: 0,
        },
        {
          name: 'kind',
          component: 'singleselect',
          type: 'dropdown',
          options: [option('pass', 'Pass', true), option('permit', 'Permit'), option('printed', 'Printed material')],
          initialValue: 'pass',
        },
        {
          name: 'validityPeriod',
          component: 'singleselect',
          type: 'radiolist',
          options: [option('daily', 'Daily'), option('annual', 'Annual'), option('seasonal', 'Seasonal')],
        },
        { name: 'description_EN', component: 'multilineinput', type: 'richtext', caption: 'Description' },
        { name: 'notes', component: 'multilineinput', type: 'textarea' },
        { name: 'notices', component: 'widget', type: 'noticeWidget' },
      ],
    },
    {
      name: 'images',
      title: 'Images',
      width: 6,
      fields: [
        { name: 'image_EN', component: 'upload', type: 'image', limit: 1, canvas: 'default' },
        { name: 'image_FR', component: 'upload', type: 'image', limit: 1, canvas: 'default' },
        { name: 'banner', component: 'upload', type: 'image', limit: 1, canvas: 'banner' },
        { name: 'samplePdf', component: 'upload', type: 'file', limit: 5 },
      ],
    },
    {
      name: 'availability',
      title: 'Availability',
      fields: [
        { name: 'active', component: 'singleselect', type: 'checkbox', options: [option(1, 'Active')] },
        { name: 'hasEndDate', component: 'singleselect', type: 'checkbox', options: [option(1, 'Ends')] },
        { name: 'startDate', component: 'datetimepicker', type: 'datetime' },
        { name: 'endDate', component: 'datetimepicker', type: 'date' },
        { name: 'seasonStart', component: 'datetimepicker', type: 'monthyear' },
        { name: 'vesselTypes', component: 'multiselect', type: 'checkboxlist', options: [option(1, 'Canoe')] },
        { name: 'postalCode', component: 'inputmasked', type: 'postalcode' },
        { name: 'phone', component: 'inputmasked', type: 'phone' },
      ],
    },
  ],
  conditions: [
    { propertyName: 'hasEndDate', action: 'show', value: true, field: 'endDate' },
    { propertyName: 'kind', action: 'hide', value: 'printed', field: 'validityPeriod' },
    { propertyName: 'kind', action: 'filter', value: 'pass', field: 'validityPeriod', options: ['daily', 'annual'] },
    { propertyName: 'kind', action: 'filter', value: 'permit', field: 'validityPeriod', options: ['seasonal'] },
    { propertyName: 'parentId', action: 'update', value: 'any' },
    { propertyName: 'active', action: 'update', value: false },
  ],
  buttons: [
    save,
    { name: 'uat', value: 'Send to UAT', type: 'submit', roles: staff },
    { name: 'publish', value: 'Publish', type: 'submit', roles: ['LMG'] },
    cancel,
  ],
};

const minLength = (value: number) => ({ name: 'minLength', value, message: `At least ${value} characters` }) as const;

/**
 * The spec's sample product form (§3, §5): images, a hidden numeric id, a name, numbered repeats per section (name2,
 * sku2, description2 …, description4fr), a status defaulting to Active and an orderable box ticked by default.
 */
export const productForm: FormDefinition = {
  mode: 'edit',
  entityId: null,
  title: 'Create product',
  sections: [
    {
      name: 'main',
      title: 'Product',
      width: 12,
      fields: [
        { name: 'images', component: 'upload', type: 'image', limit: 5, canvas: 'default' },
        { name: 'productId', component: 'input', type: 'hidden', initialValue: 0 },
        {
          name: 'name',
          component: 'input',
          type: 'text',
          validation: [{ name: 'required', message: 'Name is required' }],
        },
        { name: 'sku', component: 'input', type: 'text' },
        { name: 'description', component: 'multilineinput', type: 'richtext', validation: [minLength(18)] },
      ],
    },
    ...[2, 3, 4].map((n) => ({
      name: `section${n}`,
      title: `Section ${n}`,
      width: 6 as const,
      fields: [
        { name: `name${n}`, component: 'input' as const, type: 'text' as const, validation: [minLength(6)] },
        { name: `sku${n}`, component: 'input' as const, type: 'text' as const, validation: [minLength(6)] },
        {
          name: `description${n}`,
          component: 'multilineinput' as const,
          type: 'textarea' as const,
          validation: [minLength(18)],
        },
      ],
    })),
    {
      name: 'section4fr',
      title: 'Section 4 (French)',
      width: 6,
      fields: [
        { name: 'description4fr', component: 'multilineinput', type: 'draft', validation: [minLength(18)] },
        {
          name: 'status4',
          component: 'singleselect',
          type: 'dropdown',
          options: [
            option('Active', 'Active', true),
            option('Inactive', 'Inactive'),
            option('Incomplete', 'Incomplete'),
          ],
          initialValue: 'Active',
        },
        {
          name: 'orderable4',
          component: 'singleselect',
          type: 'checkbox',
          options: [option(1, 'Orderable')],
          initialValue: true,
        },
      ],
    },
  ],
  conditions: [],
  buttons: [save, { name: 'preview', value: 'Preview', type: 'submit', roles: staff }, cancel],
};

/** The products list: every column type, keyword and advanced search, paging, and the list's actions. */
export const productsList: ListDefinition = {
  mode: 'table',
  title: 'Products',
  columns: [
    { name: 'productId', caption: 'Id', type: 'hidden' },
    { name: 'image', caption: 'Image', type: 'imageurl' },
    { name: 'name', caption: 'Name' },
    { name: 'price', caption: 'Price', type: 'currency' },
    { name: 'orderable', caption: 'Orderable', type: 'checkbox' },
    { name: 'saleStart', caption: 'Sale starts', type: 'date' },
    { name: 'dateUpdated', caption: 'Updated', type: 'datetime' },
    {
      name: 'status',
      caption: 'Status',
      type: 'dropdown',
      options: [option('Active', 'Active', true), option('Inactive', 'Inactive'), option('Incomplete', 'Incomplete')],
    },
  ],
  rows: [
    {
      productId: 7,
      image: 'images/7/image.jpg',
      name: 'Discovery Pass',
      price: 14_525,
      orderable: true,
      saleStart: '2026-12-01',
      dateUpdated: '2026-11-20T14:15:00Z',
      status: 'Active',
    },
    { productId: 8, image: null, name: 'Fishing permit', price: 990, orderable: false, status: 'Inactive' },
  ],
  components: { search: true, paging: true },
  searchDto: {
    sections: [
      {
        name: 'advanced',
        title: 'Advanced search',
        fields: [
          { name: 'sku', component: 'input', type: 'text' },
          {
            name: 'status',
            component: 'singleselect',
            type: 'dropdown',
            options: [option('Active', 'Active'), option('Inactive', 'Inactive')],
          },
          { name: 'categories', component: 'multiselect', type: 'dropdown', options: [option(1, 'Passes')] },
        ],
      },
    ],
    conditions: [],
  },
  showMore: true,
  args: { page: 1, search: '', data: null },
  buttons: [
    { name: 'add', value: 'Create', type: 'button', roles: staff },
    { name: 'clone', value: 'Clone', type: 'button', roles: staff },
    { name: 'edit', value: 'Edit', type: 'button', roles: staff },
    { name: 'remove', value: 'Delete', type: 'button', roles: ['LMG'] },
  ],
};

/** The category tree: roots with a null parent, children under them. */
export const categoriesTree: TreeDefinition = {
  mode: 'treeview',
  title: 'Categories',
  items: [
    {
      id: 1,
      name: 'Passes',
      parentId: null,
      active: true,
      order_EN: 1,
      order_FR: 2,
      isSelected: false,
      children: [
        {
          id: 2,
          name: 'Discovery',
          parentId: 1,
          active: true,
          order_EN: 1,
          order_FR: 1,
          isSelected: true,
          children: [],
        },
      ],
    },
    {
      id: 3,
      name: 'Permits',
      parentId: null,
      active: false,
      order_EN: 2,
      order_FR: 1,
      isSelected: false,
      children: [],
    },
  ],
  buttons: [save, cancel],
};

/** A sales report: summary lines, columns and rows, and the export's file name. */
export const salesReport: ReportViewDefinition = {
  mode: 'reportview',
  title: 'Sales by product',
  summary: [
    { property: 'From', value: '2026-11-01' },
    { property: 'Orders', value: 42 },
  ],
  fields: [
    { name: 'sku', caption: 'SKU' },
    { name: 'quantity', caption: 'Quantity' },
    { name: 'total', caption: 'Total', type: 'currency' },
  ],
  values: [
    { sku: 'DP-2026', quantity: 3, total: 43_575 },
    { sku: 'FP-2026', quantity: 1, total: 990 },
  ],
  filename: 'report.pdf',
};
