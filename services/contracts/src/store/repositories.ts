import { ActivityRepository } from './activity-repository.ts';
import { AnnotationsRepository } from './annotations-repository.ts';
import type { ContractsCollections } from './collections.ts';
import { ContractsRepository } from './contracts-repository.ts';
import { ProfilesRepository } from './profiles-repository.ts';

/** One repository per aggregate: what use-cases, routes, the scheduler and event handlers use (never the collections). */
export function repositories(c: ContractsCollections, now: () => Date) {
  return {
    contracts: new ContractsRepository(c, now),
    activity: new ActivityRepository(c.activity),
    annotations: new AnnotationsRepository(c.annotations),
    profiles: new ProfilesRepository(c.profiles),
  };
}
export type ContractsRepositories = ReturnType<typeof repositories>;
