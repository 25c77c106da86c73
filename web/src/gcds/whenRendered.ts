/** A Stencil component's host: `componentOnReady` resolves once it has rendered for the first time. */
type StencilHost = HTMLElement & Readonly<{ componentOnReady: () => Promise<unknown> }>;

const isStencilHost = (element: HTMLElement): element is StencilHost =>
  'componentOnReady' in element && typeof element.componentOnReady === 'function';

/** Resolves when the GCDS element is defined and has drawn its shadow root. */
export const whenRendered = async (element: HTMLElement): Promise<void> => {
  await customElements.whenDefined(element.localName);
  if (isStencilHost(element)) await element.componentOnReady();
};
