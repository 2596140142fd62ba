/** A GraphQL-over-HTTP client that behaves like one browser: real fetch, its own cookie jar. */

export type SetCookie = {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
};

export function parseSetCookie(header: string): SetCookie {
  const [pair, ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf('=');
    if (at === -1) attributes[trimmed.toLowerCase()] = true;
    else attributes[trimmed.slice(0, at).trim().toLowerCase()] = trimmed.slice(at + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: SetCookie[]): void {
    for (const cookie of setCookies) {
      const maxAge = cookie.attributes['max-age'];
      const expires = cookie.attributes.expires;
      const expired =
        (typeof maxAge === 'string' && Number(maxAge) <= 0) || (typeof expires === 'string' && Date.parse(expires) <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type GqlError = {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
};

export type GqlResponse<T> = {
  status: number;
  data?: T | null;
  errors?: GqlError[];
  setCookies: SetCookie[];
  headers: Headers;
};

export type UploadFile = { name: string; type: string; content: Uint8Array | string };

export class GraphQLRequestError extends Error {
  constructor(readonly errors: GqlError[]) {
    super(errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('\n'));
  }
}

export class GqlClient {
  readonly jar = new CookieJar();

  constructor(readonly baseUrl: string) {}

  /** Sends an operation and returns the whole response, errors included. */
  async request<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GqlResponse<T>> {
    return this.send<T>(JSON.stringify({ query, variables }), { 'content-type': 'application/json', ...headers });
  }

  /**
   * Sends an operation with files, as a GraphQL multipart request (what the web app's upload link does).
   * `files` maps a variable path such as `variables.file` or `variables.files.0` to the file.
   */
  async requestMultipart<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, UploadFile>,
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ): Promise<GqlResponse<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    const paths = Object.keys(files);
    form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [path]]))));
    paths.forEach((path, index) => {
      const file = files[path];
      form.append(String(index), new Blob([file.content], { type: file.type }), file.name);
    });
    return this.send<T>(form, headers);
  }

  private async send<T>(body: string | FormData, headers: Record<string, string>): Promise<GqlResponse<T>> {
    const cookie = this.jar.header();
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body,
    });
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    this.jar.store(setCookies);
    const text = await response.text();
    let parsed: { data?: T | null; errors?: GqlError[] };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new Error(`Non-JSON response (${response.status}) from /graphql: ${text.slice(0, 300)}`);
    }
    return { status: response.status, data: parsed.data, errors: parsed.errors, setCookies, headers: response.headers };
  }

  /** Sends an operation that must succeed and returns its data. */
  async data<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const response = await this.request<T>(query, variables);
    if (response.errors?.length) throw new GraphQLRequestError(response.errors);
    if (response.data == null) throw new Error(`No data in response (${response.status})`);
    return response.data;
  }

  /** Sends an operation that must fail and returns its single error. */
  async error(query: string, variables?: Record<string, unknown>): Promise<GqlError & { data: unknown }> {
    const response = await this.request(query, variables);
    if (!response.errors?.length) throw new Error(`Expected an error, got ${JSON.stringify(response.data)}`);
    if (response.errors.length !== 1) throw new GraphQLRequestError(response.errors);
    return { ...response.errors[0], data: response.data };
  }
}
