import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AppError, type UserContext } from '@homepact/kit';
import type { EvidenceRecord, OwnerChangeInfo, TermsDifference } from '@homepact/proto';
import type { Authorization, AuthorizedContract, ContractsPort, Evidence } from '../src/clients/contracts.ts';
import { emptyStats, type PdfRenderer, type RenderOptions, type RenderResult, type RendererStats } from '../src/pdf/index.ts';
import { evidenceFor } from './fixtures/contracts.ts';

/**
 * contracts' access rules as the protocol states them: manage = creator or
 * admin; read = those, plus a party (signed in with the party's e-mail, or
 * presenting that party's signing token); anyone else: no read.
 */
export class FakeContracts implements ContractsPort {
  readonly contracts = new Map<string, AuthorizedContract>();
  readonly tokens = new Map<string, { contractId: string; role: 'homeowner' | 'provider' }>();
  readonly evidences = new Map<string, Evidence>();
  /** contracts' evidence records by contract (the PDF route renders them). */
  readonly evidenceRecords = new Map<string, EvidenceRecord>();
  /** What contracts would report as the text's disagreements with the form, per contract (none by default). */
  readonly termsDifferences = new Map<string, TermsDifference[]>();
  /** The owner's changes to HomePact's text, by contract (contracts' authorize answer). */
  readonly ownerChanges = new Map<string, OwnerChangeInfo[]>();
  readonly calls = { authorize: 0, evidence: 0, mailBudget: 0 };
  /** Invitation e-mails the mail budget still allows (contracts answers 429 beyond). */
  mailBudgetLeft = Number.POSITIVE_INFINITY;
  /** Make the next evidence calls fail (contracts down). */
  failEvidence = 0;

  put(contract: AuthorizedContract): AuthorizedContract {
    this.contracts.set(contract.id, contract);
    return contract;
  }

  setStatus(id: string, status: string) {
    const c = this.contracts.get(id)!;
    this.contracts.set(id, { ...c, status });
  }

  async authorize(contractId: string, who: { user: UserContext | null; token?: string }): Promise<Authorization | null> {
    this.calls.authorize++;
    const contract = this.contracts.get(contractId);
    if (!contract) return null;
    const { user, token } = who;
    const owner = user !== null && user.userId === contract.createdBy;
    const admin = user?.role === 'admin';
    const byToken = token ? this.tokens.get(token) : undefined;
    const party =
      user?.email === contract.homeownerEmail
        ? 'homeowner'
        : user?.email === contract.providerEmail
          ? 'provider'
          : byToken && byToken.contractId === contractId
            ? byToken.role
            : null;
    const manage = owner || admin;
    const differences = manage && contract.status === 'draft' ? (this.termsDifferences.get(contractId) ?? []) : [];
    const ownerChanges = manage && contract.status === 'draft' ? (this.ownerChanges.get(contractId) ?? []) : [];
    return { access: { read: owner || admin || party !== null, manage, party }, contract, terms: { differences, ownerChanges } };
  }

  async reserveMailBudget(contractId: string, _user: UserContext): Promise<void> {
    this.calls.mailBudget++;
    if (this.mailBudgetLeft <= 0)
      throw new AppError('mail_limit', 429, 'You have sent the daily limit of signing e-mails.', { headers: { 'Retry-After': '3600' } });
    this.mailBudgetLeft--;
    void contractId;
  }

  async evidenceRecord(contractId: string): Promise<EvidenceRecord> {
    const record = this.evidenceRecords.get(contractId);
    if (!record) throw AppError.notFound();
    return record;
  }

  async evidence(contractId: string): Promise<Evidence> {
    this.calls.evidence++;
    if (this.failEvidence > 0) {
      this.failEvidence--;
      throw new Error('contracts is down');
    }
    const ev = this.evidences.get(contractId);
    if (ev) return ev;
    const contract = this.contracts.get(contractId);
    if (!contract) throw new Error('no such contract');
    return evidenceFor(contract);
  }
}

let samplePdf: Promise<Uint8Array> | undefined;
/** A small valid one-page PDF. */
export function smallPdf(text = 'fake renderer'): Promise<Uint8Array> {
  const make = async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    page.drawText(text, { x: 72, y: 700, size: 12, font: await doc.embedFont(StandardFonts.TimesRoman) });
    return doc.save();
  };
  if (text !== 'fake renderer') return make();
  samplePdf ??= make();
  return samplePdf;
}

/** A renderer that answers a small PDF, after `delayMs`, honouring the abort signal. */
export class FakeRenderer implements PdfRenderer {
  readonly kind = 'fake';
  delayMs = 0;
  fail: Error | null = null;
  inFlight = 0;
  maxInFlight = 0;
  readonly htmls: string[] = [];
  private readonly counters = emptyStats('fake');
  started = 0;
  closed = 0;

  async start() {
    this.started++;
  }
  async ready() {
    return this.closed === 0;
  }
  stats(): RendererStats {
    return { ...this.counters };
  }
  async close() {
    this.closed++;
  }
  async render(html: string, opts: RenderOptions = {}): Promise<RenderResult> {
    this.htmls.push(html);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs > 0) {
        await new Promise<void>((resolve, reject) => {
          const t = setTimeout(resolve, this.delayMs);
          opts.signal?.addEventListener('abort', () => {
            clearTimeout(t);
            reject(new Error('aborted'));
          });
        });
      }
      if (this.fail) throw this.fail;
      this.counters.renders++;
      return { pdf: await smallPdf(), retries: 0 };
    } finally {
      this.inFlight--;
    }
  }
}
