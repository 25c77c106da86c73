import { errorMessage } from '../lib/problem.ts';
import { useLanguage } from '../lib/text.ts';
import { Alert } from './Alert.tsx';

type Props = Readonly<{
  /** What the failed call gave (RTK Query's `error`, or what `unwrap()` threw); nothing is shown without one. */
  error: unknown;
  title?: string;
  focus?: boolean;
}>;

/** The error alert of a failed call, in the page language; nothing while there is no error. */
export function RequestErrorAlert({ error, title, focus }: Props) {
  const lng = useLanguage();
  if (!error) return null;
  return (
    <Alert kind="error" title={title} focus={focus}>
      {errorMessage(error, lng)}
    </Alert>
  );
}
