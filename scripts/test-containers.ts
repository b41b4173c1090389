/**
 * `make test-containers`: the production adapters against real servers of the versions the
 * cluster deploys (k8s/components/versions): the kit port contract suites (MongoDB replica set,
 * Kafka, Redis; the outbox over both) and the cross-service journey (tests/containers: MongoDB,
 * Kafka, Redis, Gotenberg, Mailpit). Where no Docker engine answers it says so in one line and
 * exits 0.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dockerAvailable } from '@homepact/kit/testing';

const root = path.resolve(import.meta.dirname, '..');
if (!(await dockerAvailable())) {
  process.stdout.write('test-containers: no Docker engine reachable (no DOCKER_HOST, no docker socket answering); nothing run.\n');
  process.exit(0);
}
const suites = [
  'services/kit/test/store.contract.test.ts',
  'services/kit/test/bus.contract.test.ts',
  'services/kit/test/cache.contract.test.ts',
  'services/kit/test/outbox.contract.test.ts',
  'tests/containers',
];
const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'node', ...suites], {
  cwd: root,
  stdio: 'inherit',
  // Containers even where a local redis-server exists; never an outside server from the shell.
  env: { ...process.env, HOMEPACT_TEST_SERVERS: 'containers', MONGO_URL: '', KAFKA_BROKERS: '', REDIS_URL: '', GOTENBERG_URL: '' },
});
process.exit(run.status ?? 1);
