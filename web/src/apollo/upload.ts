// File uploads with progress: the GraphQL multipart request spec
// (https://github.com/jaydenseric/graphql-multipart-request-spec) sent with XMLHttpRequest, because fetch
// cannot report upload progress. Everything else keeps going through the client's HttpLink; results of an
// upload are written into the same Apollo cache, so the screens showing the service update themselves.
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { useCallback, useRef, useState } from 'react';

export const GRAPHQL_PATH = '/graphql';

/** Upload progress in percent (0-100). */
export type ProgressListener = (percent: number) => void;

export interface UploadOptions {
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

type Variables = Record<string, unknown>;

/** Replaces every File in the variables with null and records its object path ("variables.files.0"). */
function extractFiles(value: unknown, path: string, files: Map<File, string[]>): unknown {
  if (typeof File !== 'undefined' && value instanceof File) {
    files.set(value, [...(files.get(value) ?? []), path]);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => extractFiles(item, `${path}.${index}`, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, extractFiles(item, `${path}.${key}`, files)]),
    );
  }
  return value;
}

/** The multipart body: `operations`, `map`, then one part per file. */
export function multipartBody(document: DocumentNode, variables: Variables): FormData {
  const files = new Map<File, string[]>();
  const cleanVariables = extractFiles(variables, 'variables', files) as Variables;
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(document), variables: cleanVariables }));
  const map: Record<string, string[]> = {};
  [...files.values()].forEach((paths, index) => {
    map[String(index)] = paths;
  });
  body.append('map', JSON.stringify(map));
  [...files.keys()].forEach((file, index) => body.append(String(index), file, file.name));
  return body;
}

/**
 * Sends one upload mutation and resolves with its data. GraphQL errors reject as CombinedGraphQLErrors
 * (so lib/errors reads their messages and field errors), transport failures as a plain Error.
 */
export function sendUpload<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { onProgress, signal }: UploadOptions = {},
): Promise<TData> {
  return new Promise<TData>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_PATH);
    xhr.withCredentials = true;
    // Apollo Server's CSRF prevention refuses multipart requests without this header.
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    xhr.setRequestHeader('Accept', 'application/graphql-response+json, application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let result: FormattedExecutionResult<TData> | undefined;
      try {
        result = JSON.parse(xhr.responseText) as FormattedExecutionResult<TData>;
      } catch {
        result = undefined;
      }
      if (result?.errors?.length) {
        reject(new CombinedGraphQLErrors(result));
        return;
      }
      if (!result?.data || xhr.status >= 300) {
        reject(new Error(`Upload failed: the server answered ${xhr.status} ${xhr.statusText}`.trim()));
        return;
      }
      onProgress?.(100);
      resolve(result.data);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(multipartBody(document, variables));
  });
}

export interface UploadState {
  /** True while a request is on its way. */
  uploading: boolean;
  /** Percent of the request body sent (0-100), null when idle. */
  progress: number | null;
}

/**
 * `const [upload, { uploading, progress }] = useUploadMutation(UploadServiceImageDocument)`, then
 * `await upload({ serviceId, file }, { onProgress })`. Resolves with the mutation's data (normalized
 * into the Apollo cache) or rejects like a normal mutation.
 */
export function useUploadMutation<TData, TVariables extends Variables>(document: TypedDocumentNode<TData, TVariables>) {
  const client = useApolloClient();
  const [state, setState] = useState<UploadState>({ uploading: false, progress: null });
  const active = useRef(0);

  const upload = useCallback(
    async (variables: TVariables, options: UploadOptions = {}): Promise<TData> => {
      active.current += 1;
      setState({ uploading: true, progress: 0 });
      try {
        // As Apollo does for its own operations: __typename on every object, so the result normalizes.
        const query = client.cache.transformDocument(document) as TypedDocumentNode<TData, TVariables>;
        const data = await sendUpload(client.cache.transformForLink(query) as typeof query, variables, {
          ...options,
          onProgress: (percent) => {
            setState({ uploading: true, progress: percent });
            options.onProgress?.(percent);
          },
        });
        // Mutation results are normalized like Apollo's own mutations: the Service in the result
        // replaces the cached one, and every query showing it re-renders.
        client.cache.writeQuery({ id: 'ROOT_MUTATION', query, variables, data: data as never });
        return data;
      } finally {
        active.current -= 1;
        if (active.current === 0) setState({ uploading: false, progress: null });
      }
    },
    [client, document],
  );

  return [upload, state] as const;
}
