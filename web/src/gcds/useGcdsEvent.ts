import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** The GCDS events we listen to (the components dispatch them on their host element; they bubble). */
export type GcdsEventName = 'gcdsInput' | 'gcdsChange' | 'gcdsBlur' | 'gcdsSubmit' | 'gcdsClick' | 'gcdsDismiss';

/**
 * Listens to a GCDS custom event on the element behind `ref`. React 19 would attach `ongcdsChange` itself, but
 * an explicit listener keeps the event name typed and the handler always the latest one.
 */
export const useGcdsEvent = (
  ref: RefObject<HTMLElement | null>,
  name: GcdsEventName,
  handler: (event: CustomEvent<unknown>) => void,
): void => {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      if (event instanceof CustomEvent) latest.current(event);
    };
    element.addEventListener(name, listener);
    return () => element.removeEventListener(name, listener);
  }, [ref, name]);
};
