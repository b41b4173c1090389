import { hash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (`hp_device`): a random id with our signature, given to a
 * browser when it asks for a sign-in code. It lets sign-in limits tell the
 * person's own browser from everyone else:
 *
 * - a code remembers the device that asked for it; wrong tries from that
 *   device use up the code's tries, wrong tries from anywhere else only slow
 *   the guesser (and a high ceiling per address);
 * - after a sign-in, the device is trusted for that address (identity keeps
 *   the hash of device id + address, `trusted_devices`, OTP_TRUSTED_DEVICE_DAYS):
 *   it asks for codes on a budget of its own, which strangers cannot spend.
 *
 * The id is only ever stored hashed. A forged or altered cookie is no device.
 */
export const DEVICE_COOKIE = 'hp_device';

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(`hp-device\n${id}`).digest('base64url');

export function mintDevice(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, cookie: `${id}.${sign(secret, id)}` };
}

/** The device id in a cookie value, or null when it is not one we signed. */
export function readDevice(secret: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const [id, sig, ...rest] = value.split('.');
  if (!id || !sig || rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const want = Buffer.from(sign(secret, id));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got) ? id : null;
}

/** What the store and the budget keys hold instead of the id. */
export const deviceKey = (id: string) => hash('sha256', `device\n${id}`, 'hex');

/** The trusted_devices key of a device for one address. */
export const trustKey = (id: string, email: string) => hash('sha256', `trust\n${id}\n${email}`, 'hex');
