/**
 * The back office's revision tools (compare and restore), read through web/src/admin/revisions/texts.ts.
 * `{{name}}` marks a value the web's accessor fills in; `one`/`other` are the plural forms of a count.
 */
export const en = {
  tools: 'Compare and restore',
  compareWith: 'Compare with revision',
  compare: 'Compare',
  noOther: 'This entity has no other revision to compare with.',
  diffCaption: 'Changes from revision #{{from}} to revision #{{to}}',
  field: 'Field',
  before: 'Before',
  after: 'After',
  same: 'The two revisions hold the same content.',
  empty: '(empty)',
  restore: 'Restore this revision',
  preview: 'Preview in the store',
  confirmRestore: 'Restore this revision?',
  confirmRestoreText: 'A new draft revision will be created with this revision’s content. Nothing is published yet.',
  confirm: 'Restore',
  partLabel: '{{label}}: ',
  option: '#{{number}} ({{status}})',
};
