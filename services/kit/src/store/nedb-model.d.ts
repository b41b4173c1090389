/** nedb's document helpers (CommonJS, untyped); the embedded store uses `modify` for upserts. */
declare module '@seald-io/nedb/lib/model.js' {
  const model: {
    modify<T extends object>(doc: T, update: Record<string, unknown>): T;
    deepCopy<T>(value: T): T;
  };
  export default model;
}
