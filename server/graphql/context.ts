import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { CatalogueCache } from '../modules/catalogue/catalogue-cache.js';
import type { FileService } from '../modules/files/files.service.js';
import type { User } from '../modules/identity/user.entity.js';
import type { Loaders } from './loaders.js';

export type Context = {
  db: DataSource;
  config: Config;
  req: Request;
  res: Response;
  loaders: Loaders;
  /** The app's public catalogue reads, shared between requests. */
  catalogue: CatalogueCache;
  files: FileService;
  /** The signed-in user, or null for an anonymous visitor. */
  user: User | null;
  /** Id of the session row behind the request's cookie, if any. */
  sessionId: string | null;
  /** The client's address (the proxy's X-Forwarded-For when it comes from a trusted proxy). */
  clientIp: string;
};

