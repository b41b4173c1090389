// mongosh script run by the mongodb-rs-init Job against mongodb-0. Idempotent.
// Initiates replica set rs0 with MONGO_REPLICAS members (mongodb-<i>.mongodb-headless...)
// unless it already exists, then waits until the set has a primary.
const replicas = Number.parseInt(process.env.MONGO_REPLICAS || '1', 10);
const ns = process.env.POD_NAMESPACE || 'homepact';
const host = (i) => `mongodb-${i}.mongodb-headless.${ns}.svc:27017`;

let initiated = true;
try {
  rs.status();
} catch (e) {
  // 94 NotYetInitialized: a fresh member. Anything else is a real error.
  if (e.code !== 94 && e.codeName !== 'NotYetInitialized') throw e;
  initiated = false;
}

if (initiated) {
  print('rs0 already initiated');
} else {
  const members = Array.from({ length: replicas }, (_, i) => ({ _id: i, host: host(i), priority: i === 0 ? 2 : 1 }));
  const res = rs.initiate({ _id: 'rs0', members });
  printjson(res);
  if (res.ok !== 1) quit(1);
}

for (let attempt = 0; attempt < 90; attempt++) {
  const primary = (rs.status().members || []).find((m) => m.stateStr === 'PRIMARY');
  if (primary) {
    print(`rs0 primary: ${primary.name}`);
    quit(0);
  }
  sleep(2000);
}
print('rs0 has no primary yet');
quit(1);
