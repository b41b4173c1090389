/** nedb's document helpers (CommonJS, untyped): the embedded store evaluates filters and updates with them. */
declare module '@seald-io/nedb/lib/model.js' {
  const model: {
    modify<T extends object>(doc: T, update: Record<string, unknown>): T;
    match(doc: unknown, query: Record<string, unknown>): boolean;
    compareThings(a: unknown, b: unknown): number;
    getDotValue(doc: unknown, path: string): unknown;
  };
  export default model;
}
