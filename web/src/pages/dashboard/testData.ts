import type { ContractSummary } from '@homepact/proto';

export function summary(overrides: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: 'c1',
    serviceType: 'Kitchen faucet',
    providerName: 'Ace Plumbing',
    createdAt: '2025-01-05T12:00:00Z',
    status: 'draft',
    workflowStage: 'created',
    totalAmount: '1500.00',
    homeownerFirstName: 'Hana',
    homeownerLastName: 'Owens',
    ...overrides,
  };
}
