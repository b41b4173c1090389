/**
 * What the tracing SDK (telemetry-sdk.ts) needs to know about this process's
 * HTTP servers. Kept out of kit's public surface: createService registers,
 * the SDK's hooks read.
 */
/** Our HTTP servers: which service each is, and whether it is the public edge (client requests). */
const servers = new WeakMap<object, { service: string; edge: boolean }>();
/** Header objects of client requests at the edge, while their server span starts. */
const edgeCarriers = new WeakSet<object>();
const PROBES = new Set(['/healthz', '/readyz']);

/** Registers a service's HTTP server (createService does): its server spans carry the service name; `edge` marks the gateway. */
export function registerServer(server: object, info: { service: string; edge?: boolean }): void {
  servers.set(server, { service: info.service, edge: info.edge ?? false });
}

export const serverInfo = (server: object | undefined) => (server ? servers.get(server) : undefined);
export const markEdgeCarrier = (headers: object) => void edgeCarriers.add(headers);
export const isEdgeCarrier = (carrier: unknown) => typeof carrier === 'object' && carrier !== null && edgeCarriers.has(carrier);
/** Health probes get no spans. */
export const isProbe = (path: string) => PROBES.has(path);
