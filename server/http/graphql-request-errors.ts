import type { ErrorRequestHandler } from 'express';

type HttpError = Error & { status?: number; statusCode?: number; type?: string };

/**
 * Requests the body parsers refuse before GraphQL sees them (too large, too many files, not JSON) get a
 * GraphQL error body with a message a person can act on, not express's HTML page.
 */
export function graphqlRequestErrors(limits: { maxFiles: number; maxBodyMb: number }): ErrorRequestHandler {
  return (error: HttpError, _req, res, next) => {
    const status = error.status ?? error.statusCode;
    if (!status || status < 400 || status >= 500 || res.headersSent) return next(error);
    let message = error.message;
    let code = 'BAD_REQUEST';
    if (status === 413) {
      code = 'PAYLOAD_TOO_LARGE';
      if (/max file uploads exceeded/.test(error.message)) message = `At most ${limits.maxFiles} files can be sent at once.`;
      else if (error.type === 'entity.too.large' || /field value exceeds/.test(error.message))
        message = `The request is too large (at most ${limits.maxBodyMb} MB).`;
    } else if (error.type === 'entity.parse.failed') {
      message = 'The request body is not valid JSON.';
    }
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}
