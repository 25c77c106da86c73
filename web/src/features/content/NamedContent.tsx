import { SafeHtml } from '../../components/SafeHtml.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetContentByNameQuery } from './contentApi.ts';

type Props = Readonly<{
  name: string;
  className?: string;
  /** Links to `#Name` open that named content in a modal (the layout passes its handler). */
  onHashLink?: (name: string) => boolean;
}>;

/** The HTML body of a named content block (header, footers, notes). A failure shows nothing (section 8). */
export function NamedContent({ name, className, onHashLink }: Props) {
  const lng = useLanguage();
  const { data } = useGetContentByNameQuery({ name, lng });
  const html = textOf(data?.html, lng);
  if (html === '') return null;
  return <SafeHtml html={html} className={className} onHashLink={onHashLink} />;
}
