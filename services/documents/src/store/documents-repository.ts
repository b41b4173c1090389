import { outbox, type Collection, type DocumentStore, type OutboxFields } from '@homepact/kit';
import type { Envelope } from '@homepact/proto';
import type { CertificateInput } from '../domain/render-html.ts';

export const DOCUMENTS = 'documents';

export type DocumentKind = 'draft' | 'final';

/**
 * A stored PDF. The bytes are base64 text (Buffers do not round-trip through
 * every store adapter); `sha256` is of the PDF bytes, `textSha256` of the
 * contract text it was rendered from, so a draft is only served while the
 * contract text is still the one it shows. Events it causes ride on it
 * (outbox): the write that stores the PDF is the write that announces it.
 */
export interface DocumentDoc extends OutboxFields {
  _id: string;
  contractId: string;
  kind: DocumentKind;
  base64: string;
  sha256: string;
  size: number;
  pageCount: number;
  textSha256: string;
  serviceType: string;
  /** The Generate request's correlation id (drafts), or null. */
  requestId: string | null;
  requestedBy: string | null;
  renderer: string;
  /** Final documents: what the certificate was built from, kept as rendered. */
  certificate?: CertificateInput & { signedText: string };
  /** Final documents: the seal's certificate (SHA-256 fingerprint), when it was sealed and the timestamp authority (use-cases/seal-document.ts); `sha256` is of the sealed file. */
  seal?: { certificate: string; sealedAt: Date; timestampAuthority?: string | null };
  createdAt: Date;
}

/** A document without its bytes: what decides which document to serve. */
export type DocumentMeta = Pick<DocumentDoc, '_id' | (typeof META_FIELDS)[number]>;

/** Everything but the bytes, for lookups that decide which document to serve. */
const META_FIELDS = ['contractId', 'kind', 'sha256', 'size', 'pageCount', 'textSha256', 'serviceType', 'createdAt'] as const;

/** An event routed to its topic (kit's `routed`), to ride on the write. */
type Routed = Envelope & { topic: string };

/** The stored PDFs: drafts from Generate, one final (sealed) document per executed contract. */
export class DocumentsRepository {
  private readonly documents: Collection<DocumentDoc>;
  constructor(store: DocumentStore) {
    this.documents = store.collection<DocumentDoc>(DOCUMENTS);
  }

  async ensureIndexes(): Promise<void> {
    // Latest draft / the final one of a contract.
    await this.documents.ensureIndexes([{ fields: { contractId: 1, kind: 1, createdAt: -1 } }, { fields: { sha256: 1 } }]);
  }

  /** The PDF and the events announcing it, in one write. Throws AppError 409 'duplicate' when the id is taken. */
  async add(doc: DocumentDoc, events: Routed[]): Promise<void> {
    await this.documents.insertOne({ ...doc, ...outbox.insert(events) });
  }

  /** A document not deleted. */
  findLive(id: string): Promise<DocumentDoc | null> {
    return this.documents.findOne({ _id: id, _deleted: { $ne: true } });
  }

  /** A document by id, deleted or not. */
  findById(id: string): Promise<DocumentDoc | null> {
    return this.documents.findOne({ _id: id });
  }

  async exists(id: string): Promise<boolean> {
    return !!(await this.documents.findOne({ _id: id }));
  }

  /** The live final document whose file has this SHA-256. */
  findFinalBySha256(sha256: string): Promise<DocumentDoc | null> {
    return this.documents.findOne({ sha256, kind: 'final', _deleted: { $ne: true } });
  }

  /** The contract's newest live document of this kind, without its bytes. */
  async latestMeta(contractId: string, kind: DocumentKind): Promise<DocumentMeta | null> {
    const [doc] = await this.documents.find(
      { contractId, kind, _deleted: { $ne: true } },
      { sort: { createdAt: -1 }, limit: 1, fields: [...META_FIELDS] },
    );
    return doc ?? null;
  }
}
