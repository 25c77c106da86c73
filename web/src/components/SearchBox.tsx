import { searchTextMaxLength } from '@parks/schemas/store';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

type Props = Readonly<{
  placeholder: string;
  /** Where a search for `term` (trimmed, not empty) goes: the public store's or the portal's results page. */
  pathFor: (term: string) => string;
}>;

/** The header search box of both stores: an accessible label, the shared length limit, and navigation. */
export function SearchBox({ placeholder, pathFor }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    navigate(pathFor(term));
  };
  return (
    <search className="search-form">
      <form onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={searchTextMaxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
