import type { DocumentStore } from '@homepact/kit';
import { Admin2SessionsRepository } from './admin2-sessions-repository.ts';
import { AiUsageRepository } from './ai-usage-repository.ts';
import { ContactSubmissionsRepository } from './contact-submissions-repository.ts';
import { ContractsRepository } from './contracts-repository.ts';
import { PartiesRepository } from './parties-repository.ts';
import { TestimonialsRepository } from './testimonials-repository.ts';
import { UsersRepository } from './users-repository.ts';

/** The admin service's store: one repository per aggregate; use-cases and routes reach the data only through these. */
export function repositories(store: DocumentStore) {
  return {
    contacts: new ContactSubmissionsRepository(store),
    testimonials: new TestimonialsRepository(store),
    users: new UsersRepository(store),
    contracts: new ContractsRepository(store),
    aiUsage: new AiUsageRepository(store),
    parties: new PartiesRepository(store),
    admin2Sessions: new Admin2SessionsRepository(store),
  };
}
export type AdminRepositories = ReturnType<typeof repositories>;

export async function ensureIndexes(r: AdminRepositories): Promise<void> {
  for (const repo of Object.values(r)) await repo.ensureIndexes();
}
