// PostGraphile v4 on the app's database, for the home query comparison: it compiles each GraphQL query
// to one SQL statement. Read-only (no mutations), production settings.
// Run by bench/home-query.mjs: node bench/postgraphile-server.mjs <port> <database url>
import http from 'node:http';
import { postgraphile } from 'postgraphile';

const [port, databaseUrl] = process.argv.slice(2);
const middleware = postgraphile(databaseUrl, 'public', {
  disableDefaultMutations: true,
  disableQueryLog: true,
  ignoreRBAC: true,
  setofFunctionsContainNulls: false,
  retryOnInitFail: false,
});
http.createServer(middleware).listen(Number(port), '127.0.0.1', () => console.log(`postgraphile listening on ${port}`));
