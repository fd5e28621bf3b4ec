import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <main id="main">
      <h1>Page Not Found</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
