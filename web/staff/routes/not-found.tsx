import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <>
      <h1 tabIndex={-1}>Page Not Found</h1>
      <p>
        There is no staff screen at this address. <Link to="/">Go to the agenda</Link>.
      </p>
    </>
  );
}
