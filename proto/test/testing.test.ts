import { describe, expect, it } from 'vitest';
import { CreateContractBodySchema } from '../src/index.ts';
import { validContractBody } from './testing.ts';

describe('@homepact/proto/testing', () => {
  it('validContractBody is a body the create route accepts, and its overrides win', () => {
    expect(CreateContractBodySchema.safeParse(validContractBody()).success).toBe(true);
    const body = validContractBody({ homeownerEmail: 'other@example.com', htmlContent: undefined });
    expect(CreateContractBodySchema.parse(body)).toMatchObject({ homeownerEmail: 'other@example.com', homeownerState: 'TX' });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('htmlContent');
  });

  it('a malformed override is kept as given', () => {
    const body = validContractBody({ totalAmount: 12 });
    expect(body.totalAmount).toBe(12);
    expect(CreateContractBodySchema.safeParse(body).success).toBe(false);
  });
});
