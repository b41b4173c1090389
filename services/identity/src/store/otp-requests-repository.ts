import type { Collection, DocumentStore } from '@homepact/kit';

export type OtpDoc = {
  _id: string;
  email: string;
  codeHash: string;
  expiresAt: Date;
  /** Wrong tries from the device that asked for it (each counts on every live code of that device). */
  attempts: number;
  /** Tries from any other device (older rows: absent). */
  foreignAttempts?: number;
  /** deviceKey of the browser that asked for it (domain/device.ts); null for a client without cookies. */
  requesterDevice?: string | null;
  consumedAt: Date | null;
  /** Set when newer codes for the same e-mail pushed this one out of the live set (OTP_MAX_LIVE_CODES). */
  supersededAt: Date | null;
  ipAddress: string;
  createdAt: Date;
};

/** Unused, not retired and not expired. */
const live = (email: string, now: Date) => ({ email, consumedAt: null, supersededAt: null, expiresAt: { $gt: now } });

/** The sign-in codes (`otp_requests`): only keyed hashes, removed a day after they were asked for. */
export class OtpRequestsRepository {
  private readonly otps: Collection<OtpDoc>;
  constructor(store: DocumentStore) {
    this.otps = store.collection<OtpDoc>('otp_requests');
  }

  async ensureIndexes(): Promise<void> {
    await this.otps.ensureIndexes([
      { fields: { email: 1 } },
      { fields: { ipAddress: 1 } },
      // Keep a day of requests for the rate windows and audits, then let them go.
      { fields: { createdAt: 1 }, expireAfterSeconds: 24 * 3600 },
    ]);
  }

  async insert(doc: OtpDoc): Promise<void> {
    await this.otps.insertOne(doc);
  }

  /** The address's live codes, newest first. */
  liveCodes(email: string, now: Date, limit: number): Promise<OtpDoc[]> {
    return this.otps.find(live(email, now), { sort: { createdAt: -1 }, limit });
  }

  /** The ids of all the address's live codes, newest first. */
  async liveIds(email: string, now: Date): Promise<string[]> {
    const rows = await this.otps.find(live(email, now), { sort: { createdAt: -1 }, fields: ['createdAt'] });
    return rows.map((d) => d._id);
  }

  /** Pushed out of the live set by newer codes; idempotent. */
  async retire(ids: string[], now: Date): Promise<void> {
    if (ids.length > 0) await this.otps.updateMany({ _id: { $in: ids }, supersededAt: null }, { $set: { supersededAt: now } });
  }

  /** One try by the device that asked for the code, if it is open and has tries left: the code after it, or null. */
  recordAttempt(id: string, maxAttempts: number): Promise<OtpDoc | null> {
    return this.otps.findOneAndUpdate(
      { _id: id, consumedAt: null, supersededAt: null, attempts: { $lt: maxAttempts } },
      { $inc: { attempts: 1 } },
    );
  }

  /** One try by any other device, if the code is open and has foreign tries left: the code after it, or null. */
  recordForeignAttempt(id: string, maxForeignAttempts: number): Promise<OtpDoc | null> {
    return this.otps.findOneAndUpdate(
      {
        _id: id,
        consumedAt: null,
        supersededAt: null,
        $or: [{ foreignAttempts: { $exists: false } }, { foreignAttempts: { $lt: maxForeignAttempts } }],
      },
      { $inc: { foreignAttempts: 1 } },
    );
  }

  /** Uses the code once: null when another request consumed it first. */
  consume(id: string, now: Date): Promise<OtpDoc | null> {
    return this.otps.findOneAndUpdate({ _id: id, consumedAt: null }, { $set: { consumedAt: now } });
  }

  /** Every code of the address not used yet is used up. */
  async consumeAllOf(email: string, now: Date): Promise<void> {
    await this.otps.updateMany({ email, consumedAt: null }, { $set: { consumedAt: now } });
  }
}
