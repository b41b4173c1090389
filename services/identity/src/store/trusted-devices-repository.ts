import type { Collection, DocumentStore } from '@homepact/kit';

/** A browser that signed in to an address (domain/device.ts): only hashes, removed by a TTL index. */
export type TrustedDeviceDoc = {
  /** trustKey(device id, e-mail). */
  _id: string;
  expireAt: Date;
};

export class TrustedDevicesRepository {
  private readonly devices: Collection<TrustedDeviceDoc>;
  constructor(store: DocumentStore) {
    this.devices = store.collection<TrustedDeviceDoc>('trusted_devices');
  }

  async ensureIndexes(): Promise<void> {
    await this.devices.ensureIndexes([{ fields: { expireAt: 1 }, expireAfterSeconds: 0 }]);
  }

  async isTrusted(key: string, now: Date): Promise<boolean> {
    return !!(await this.devices.findOne({ _id: key, expireAt: { $gt: now } }));
  }

  async trustUntil(key: string, until: Date): Promise<void> {
    await this.devices.findOneAndUpdate({ _id: key }, { $set: { expireAt: until } }, { upsert: true });
  }
}
