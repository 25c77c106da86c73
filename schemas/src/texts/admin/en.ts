import { familyAreaLabels } from '../../admin/families.ts';
import type { AdminArea } from '../../roles.ts';
import { roleNames } from '../roleNames.ts';
/**
 * The web's i18next namespace `admin` (the back office's shell: menu, dashboard, account, status screens),
 * loaded with the admin chunk. `{{name}}` marks a value filled in by i18next.
 * English is the source of the keys: `fr.ts` must have the same ones (a missing one fails to compile).
 */
export const en = {
  title: 'Parks Store administration',
  backToTop: 'Back to top',
  topBar: 'Administration',
  home: 'Home',
  portal: 'Portal',
  hello: 'Hello {{username}}',
  profile: 'Profile',
  logout: 'Logout',
  storeSwitch: 'Store',
  stores: {
    b2c: 'b2c',
    b2b: 'b2b',
  },
  storeNames: {
    b2c: 'Public store (b2c)',
    b2b: 'Business portal (b2b)',
  },
  switchTo: 'Switch to the {{store}}',
  menu: 'Admin menu',
  menuToggle: 'Menu',
  notices: 'Notices',
  areas: {
    dashboard: 'Dashboard',
    orders: 'Orders',
    account: 'Account',
    ajvtest: 'Test form',
    migration: 'Data migration',
    ops: 'Operations',
    // Each family's area is named in its descriptor (admin/families/).
    ...familyAreaLabels('en'),
  } satisfies Readonly<Record<AdminArea, string>>,
  actions: {
    create: 'Create',
    clone: 'Clone',
    edit: 'Edit',
    delete: 'Delete',
    details: 'Details',
    import: 'Import',
    generate: 'Generate codes',
    json: 'JSON',
    editStatus: 'Edit status',
    note: 'Note',
    email: 'E-mail',
    refund: 'Refund',
    build: 'Build',
    adjust: 'Adjust',
    migrate: 'Migrate',
    profile: 'Profile',
  },
  dashboard: {
    title: 'Dashboard',
    quickLinks: 'Quick links',
    cards: {
      checkOrders: {
        title: 'Check Orders',
        description: 'See the order list and follow each order.',
      },
      orders: {
        title: 'Orders',
        description: 'See, approve, ship, cancel and refund orders.',
      },
      shipping: {
        title: 'Shipping',
        description: 'Express and standard shipping fees for the US, Canada and international.',
      },
      discounts: {
        title: 'Discounts',
        description: 'Discount codes and how many times each was used.',
      },
      reports: {
        title: 'Reports',
        description: 'Print reports or export them as pipe-separated text.',
      },
      newCategory: {
        title: 'New Category',
        description: 'Create a category of the catalogue.',
      },
      newProduct: {
        title: 'New Product',
        description: 'Create a product with its images, prices and notices.',
      },
      newUser: {
        title: 'New User',
        description: 'Create a user and give them a role.',
      },
      changeSettings: {
        title: 'Change Settings',
        description: 'Store, SMTP or API settings, disable the shopping cart, order bcc e-mails.',
      },
    },
  },
  area: {
    pending: 'This section is not available yet.',
  },
  account: {
    title: 'My account',
    username: 'Username',
    role: 'Role',
    name: 'Name',
    email: 'E-mail address',
    editProfile: 'Edit my profile',
  },
  roles: roleNames.en,
  denied: {
    title: 'Permission denied',
    body: 'You do not have permission to access this section.',
    portal: 'Go to the business portal',
    signOut: 'Sign out',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no administration page at this address.',
    home: 'Home',
    login: 'Login',
    dashboard: 'Admin Dashboard',
  },
  migration: {
    intro:
      "Import products and their prices from a CSV or Excel (.xlsx) file: each row becomes draft revisions (a new product, or a new revision of the product with its SKU, and its first price when the row has price columns), published from Revisions like any edit. The catalogue's export, prices included, is a file the import reads back.",
    migrate: 'Import a file',
    export: 'Export the catalogue (CSV)',
    title: 'Import products from a file',
    file: 'CSV or Excel file',
    hint: 'First row: the column names (sku, name_EN, name_FR, categoryId, …), and optionally the price columns regularPrice and salePrice (dollars, e.g. 12.50), saleStartsAt and saleEndsAt (e.g. 2026-07-01T04:00:00Z). At most 1,000 products and 2 MB.',
    required: 'Please choose a CSV or Excel file of products.',
    submit: 'Import',
    cancel: 'Cancel',
    result: 'What became of each row',
    row: 'Row',
    outcome: 'Result',
    reasons: 'Reasons',
    reason: '{{part}} ({{field}}): {{message}}',
    parts: {
      product: 'Product',
      price: 'Price',
    },
    noPrice: 'No price in the row',
    outcomes: {
      created: 'Created (draft)',
      updated: 'Updated (draft)',
      unchanged: 'Unchanged',
      refused: 'Refused',
    },
  },
};
