/**
 * The back office's orders list: the b2b Actions panel and its results, read through web/src/admin/orders/texts.ts.
 * `{{name}}` marks a value the web's accessor fills in; `one`/`other` are the plural forms of a count.
 */
export const en = {
  panel: 'Actions',
  selectedCount: { one: '{{count}} order selected', other: '{{count}} orders selected' },
  action: 'Action',
  chooseAction: 'Choose an action',
  reason: 'Reason (required to decline)',
  apply: 'Apply to the selected orders',
  select: 'Select order {{orderId}}',
  results: 'Results',
  done: '{{orderId}}: done, now {{status}}.',
  refused: '{{orderId}}: not changed. {{message}}',
  noneSelected: 'Select at least one order in Pending Approval.',
};
