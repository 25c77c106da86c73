/**
 * The GCDS web components, each defined on first use from its own chunk (the custom-elements build of
 * @gcds-core/components: one module per component, sharing the Stencil runtime). Nothing here is in the first-load
 * script: a tag renders as plain markup until its definition arrives, then upgrades in place. We do not import
 * @gcds-core/components-react: its index imports every component, which would put all of them (125 kB gzipped)
 * in whichever chunk imports one.
 */
const definitions = {
  'gcds-breadcrumbs': () => import('@gcds-core/components/dist/components/gcds-breadcrumbs.js'),
  'gcds-breadcrumbs-item': () => import('@gcds-core/components/dist/components/gcds-breadcrumbs-item.js'),
  'gcds-card': () => import('@gcds-core/components/dist/components/gcds-card.js'),
  'gcds-error-message': () => import('@gcds-core/components/dist/components/gcds-error-message.js'),
  'gcds-footer': () => import('@gcds-core/components/dist/components/gcds-footer.js'),
  'gcds-grid': () => import('@gcds-core/components/dist/components/gcds-grid.js'),
  'gcds-header': () => import('@gcds-core/components/dist/components/gcds-header.js'),
  'gcds-input': () => import('@gcds-core/components/dist/components/gcds-input.js'),
  'gcds-notice': () => import('@gcds-core/components/dist/components/gcds-notice.js'),
  'gcds-search': () => import('@gcds-core/components/dist/components/gcds-search.js'),
  'gcds-select': () => import('@gcds-core/components/dist/components/gcds-select.js'),
  'gcds-stepper': () => import('@gcds-core/components/dist/components/gcds-stepper.js'),
} satisfies Record<string, () => Promise<Readonly<{ defineCustomElement: () => void }>>>;

export type GcdsTag = keyof typeof definitions;

const loading = new Map<GcdsTag, Promise<void>>();

/** Starts loading the definitions of `tags` (once each); resolves when they are all defined. */
export const defineGcds = (...tags: readonly GcdsTag[]): Promise<void> =>
  Promise.all(
    tags.map((tag) => {
      let definition = loading.get(tag);
      if (!definition) {
        definition = definitions[tag]().then((module) => module.defineCustomElement());
        loading.set(tag, definition);
      }
      return definition;
    }),
  ).then(() => undefined);
