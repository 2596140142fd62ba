// graphql-upload 17 ships JSDoc-typed .mjs files without declarations for its deep imports.
declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: { maxFieldSize?: number; maxFileSize?: number; maxFiles?: number }): RequestHandler;
}
