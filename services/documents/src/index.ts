import { contractsAsks } from './clients/contracts.ts';
export { buildDocuments, type DocumentsOptions, type DocumentsService } from './app.ts';
export { DocumentsConfigSchema, type DocumentsConfig } from './config.ts';
export { httpContractsPort, type ContractsPort, type Authorization, type Evidence } from './clients/contracts.ts';
export { createRenderer, ChromiumRenderer, RenderQueue, type PdfRenderer, type RendererStats } from './pdf/index.ts';
export { renderContractHtml } from './domain/render-html.ts';
export { createDevCertificate } from './seal/keys.ts';

/** The /internal routes this service asks of others (tests/cross-service/internal-shapes.test.ts: each is served with these very schemas). */
export const internalAsks = contractsAsks;
