import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../lib/text.ts';

/** The search text allows 150 characters (schemas' searchTextSchema; kept here as a number to stay out of yup). */
const maxSearchLength = 150;

/** The header search form: goes to /{lng}/search/{term}. */
export function SearchForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    navigate(`/${lng}/search/${encodeURIComponent(term)}`);
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
          maxLength={maxSearchLength}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
