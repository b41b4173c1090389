import mongoose from 'mongoose';
import { afterAll, beforeAll, describe } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded.ts';
import { createMongoStore, databaseInUrl } from '../src/store/mongo.ts';
import { documentStoreContract, mongoSource, skipLine, tempDir, uniqueSuffix, type TestServer } from '../src/testing/index.ts';

describe('embedded document store (SQLite under a temp DATA_DIR)', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    data = await tempDir('homepact-store-');
  });
  afterAll(async () => {
    await data?.remove();
  });
  documentStoreContract('embedded', () => createEmbeddedStore(data.dir, 'contract'));
});

const mongo = await mongoSource();
if (!mongo) console.warn(skipLine('MongoDB adapter', 'no MONGO_URL and no Docker engine'));

describe.skipIf(!mongo)(`MongoDB document store (${mongo?.from ?? 'unavailable'})`, () => {
  let server: TestServer | undefined;
  const namespace = `contract_${uniqueSuffix()}`;
  beforeAll(async () => {
    server = await mongo!.start();
  }, 240_000);
  afterAll(async () => {
    if (!server) return;
    // Our own throw-away database only; a URL that names a database is left alone.
    if (!databaseInUrl(server.url)) {
      const conn = await mongoose.createConnection(server.url, { dbName: `homepact_${namespace}` }).asPromise();
      await conn.dropDatabase();
      await conn.close();
    }
    await server.stop();
  });
  documentStoreContract('mongo', () => createMongoStore(server!.url, namespace), { timeoutMs: 60_000 });
});
