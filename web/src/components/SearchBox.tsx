import { searchTextMaxLength } from '@parks/schemas/store';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineGcds } from '../gcds/define.ts';
import { useGcdsEvent } from '../gcds/useGcdsEvent.ts';
import { whenRendered } from '../gcds/whenRendered.ts';
import { useLanguage } from '../lib/text.ts';

void defineGcds('gcds-search');

type Props = Readonly<{
  /** What is searched, completing the label GCDS writes: "Search {scope}" / "Rechercher dans {scope}". */
  scope: string;
  /** Where a search for `term` (trimmed, not empty) goes: the public store's or the portal's results page. */
  pathFor: (term: string) => string;
}>;

/**
 * The header search box of both stores, on the GCDS search: its submit is taken over to navigate in the app,
 * and its input gets the shared length limit (GCDS fixes 170 inside its shadow root).
 */
export function SearchBox({ scope, pathFor }: Props) {
  const lng = useLanguage();
  const navigate = useNavigate();
  const id = `search-${useId().replace(/[^\w-]/g, '')}`;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    void whenRendered(element).then(() => {
      const input = element.shadowRoot?.querySelector('input');
      if (input) input.maxLength = searchTextMaxLength;
    });
  }, []);

  useGcdsEvent(ref, 'gcdsSubmit', (event) => {
    event.preventDefault();
    const term = typeof event.detail === 'string' ? event.detail.trim().slice(0, searchTextMaxLength) : '';
    if (term !== '') navigate(pathFor(term));
  });

  return <gcds-search ref={ref} search-id={id} placeholder={scope} action={pathFor('')} lang={lng} />;
}
