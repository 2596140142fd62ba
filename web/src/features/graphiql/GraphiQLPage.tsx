import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import classes from './GraphiQLPage.module.css';
import { useDocumentTitle } from '../../lib/document-title';

// Same-origin /graphql: the browser sends the session cookie, so queries run as the signed-in user.
// JSON requests pass the server's CSRF prevention.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const DEFAULT_QUERY = `# Queries run as the signed-in user (the session cookie is sent).
query Catalogue {
  me {
    email
    role
  }
  categories(first: 10) {
    edges {
      node {
        id
        name
      }
    }
  }
  services(first: 5) {
    totalCount
    edges {
      node {
        id
        serviceName
        priceRange {
          min
          max
        }
      }
    }
  }
}
`;

/** /graphiql: the GraphQL playground, bundled locally (no CDN) and loaded only on this route. */
export default function GraphiQLPage() {
  useDocumentTitle('GraphiQL');
  return (
    <div className={classes.page}>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </div>
  );
}
