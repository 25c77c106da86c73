import type { JSX as Gcds } from '@gcds-core/components';
import type { HTMLAttributes, Key, Ref } from 'react';

/** `inputId` → `input-id`: the attribute name Stencil observes for a camel-case property. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

type Primitive = string | number | boolean;

/**
 * A component's properties as attributes. The components are defined lazily, so React 19 may render a tag before
 * its class exists and then sets attributes, not properties: camel-case properties must be written kebab-case
 * (`input-id`, `error-message`) to reach the component. Object properties take their JSON string form
 * (`error-links`). Event props are left out: events are listened to with `useGcdsEvent`.
 */
type Attributes<P> = {
  [K in keyof P as K extends `on${string}`
    ? never
    : string extends P[K]
      ? Kebab<K & string>
      : P[K] extends Primitive | undefined
        ? Kebab<K & string>
        : never]?: string extends P[K] ? string : P[K];
};

type GcdsElement<P> = Attributes<P> &
  Omit<HTMLAttributes<HTMLElement>, keyof Attributes<P>> & { ref?: Ref<HTMLElement>; slot?: string; key?: Key | null };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'gcds-breadcrumbs': GcdsElement<Gcds.GcdsBreadcrumbs>;
      'gcds-breadcrumbs-item': GcdsElement<Gcds.GcdsBreadcrumbsItem>;
      'gcds-card': GcdsElement<Gcds.GcdsCard>;
      'gcds-error-message': GcdsElement<Gcds.GcdsErrorMessage>;
      'gcds-footer': GcdsElement<Gcds.GcdsFooter>;
      'gcds-grid': GcdsElement<Gcds.GcdsGrid>;
      'gcds-header': GcdsElement<Gcds.GcdsHeader>;
      'gcds-input': GcdsElement<Gcds.GcdsInput>;
      'gcds-notice': GcdsElement<Gcds.GcdsNotice>;
      'gcds-search': GcdsElement<Gcds.GcdsSearch>;
      'gcds-select': GcdsElement<Gcds.GcdsSelect>;
      'gcds-stepper': GcdsElement<Gcds.GcdsStepper>;
    }
  }
}
