// Run by the mongo-init job of the production compose topology, in mongosh, signed in as the root
// user on mongo-1: creates the replica set rs0 of the three members, or finds it made by an earlier
// run, then waits until it has a primary, so the apps that start after this job can write at once.
/* global rs, db, print, sleep -- mongosh's shell globals */
const REPLICA_SET = 'rs0';
const MEMBERS = ['mongo-1:27017', 'mongo-2:27017', 'mongo-3:27017'];
const ALREADY_INITIALIZED = 23;
const PRIMARY_DEADLINE_MS = 60_000;
const POLL_MS = 500;

function initiate() {
  try {
    rs.initiate({ _id: REPLICA_SET, members: MEMBERS.map((host, _id) => ({ _id, host })) });
    print(`${REPLICA_SET}: initiated with ${MEMBERS.join(', ')}`);
  } catch (error) {
    if (error.code !== ALREADY_INITIALIZED) throw error;
    print(`${REPLICA_SET}: already initiated`);
  }
}

// An election takes a few seconds after initiate; hello() names the primary once there is one.
function waitForPrimary() {
  const deadline = Date.now() + PRIMARY_DEADLINE_MS;
  while (!db.hello().primary) {
    if (Date.now() > deadline) {
      throw new Error(`${REPLICA_SET} elected no primary within ${PRIMARY_DEADLINE_MS / 1000} s`);
    }
    sleep(POLL_MS);
  }
  print(`${REPLICA_SET}: primary ${db.hello().primary}`);
}

initiate();
waitForPrimary();
