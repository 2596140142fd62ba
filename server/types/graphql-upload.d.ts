// graphql-upload 17 ships JSDoc-typed .mjs files without declarations for its deep imports.
declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }): RequestHandler;
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { Readable } from 'node:stream';
  export type FileUpload = {
    filename: string;
    /** Claimed by the client; never trusted. */
    mimetype: string;
    encoding: string;
    createReadStream(options?: { highWaterMark?: number }): Readable;
  };
}
