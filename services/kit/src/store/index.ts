import type { DocumentStore } from './types.ts';
import { createEmbeddedStore } from './embedded.ts';

export * from './types.ts';
export { createEmbeddedStore } from './embedded.ts';
export { applyRetention, expiryOf, RETENTION_INDEX } from './retention.ts';

/**
 * MongoDB when MONGO_URL is set, otherwise the on-disk embedded store under
 * DATA_DIR/<namespace>. The namespace is the owning service, so no service can
 * open another's collections by accident.
 */
export async function createStore(opts: { mongoUrl?: string; dataDir: string; namespace: string }): Promise<DocumentStore> {
  if (opts.mongoUrl) {
    const { createMongoStore } = await import('./mongo.ts');
    return createMongoStore(opts.mongoUrl, opts.namespace);
  }
  return createEmbeddedStore(opts.dataDir, opts.namespace);
}
