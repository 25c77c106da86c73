import { isLanguage } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** A component that failed to render: 'Something went wrong.' with the details, in the page language. */
export function RouteError() {
  const error = useRouteError();
  const first = window.location.pathname.split('/')[1];
  const lng = isLanguage(first) ? first : 'en';
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="route-error">
      <div className="alert-box alert-box-danger" role="alert">
        <h1 className="alert-title">{translate(lng, 'server.unexpected')}</h1>
        <details>
          <summary>{translate(lng, 'server.unexpected.details')}</summary>
          <pre>{details}</pre>
        </details>
        <p>
          <a href={`/${lng}`}>{translate(lng, 'server.unexpected.home')}</a>
        </p>
      </div>
    </main>
  );
}
