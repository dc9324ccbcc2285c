// The outbox crash test's other process (outbox.crash.test.ts): killed -9 at the two moments that matter.
//   commit <databaseUrl> <renderId>   records an event, commits, and dies before anything delivers it
//   deliver <databaseUrl> <redisUrl>  delivers what waits, and dies after handing it to Redis but before its commit
import pino from 'pino';
import { openDatabase, type Database } from '../../db/client.js';
import { startJobs } from '../jobs.js';
import { createLive } from './live.js';
import { emit, startOutbox } from './outbox.js';
import { crashConsumer } from './outbox.crash-consumer.js';

const [mode, databaseUrl, arg] = process.argv.slice(2);
const log = pino({ level: 'silent' });
const die = () => process.kill(process.pid, 'SIGKILL');
const database = await openDatabase({ databaseUrl, dataDir: '' });

if (mode === 'commit') {
  await database.db.transaction((tx) => emit(tx, 'renderEnded', arg!, { renderId: arg!, videoId: arg!, status: 'complete' }));
  die();
}

if (mode === 'deliver') {
  const live = createLive(arg);
  // the delivery's transaction stays open a while after its work: the kill lands after the publish, before the commit
  const slowCommit: Database = {
    ...database,
    db: new Proxy(database.db, {
      get: (target, p, receiver) =>
        p === 'transaction'
          ? (work: (tx: unknown) => Promise<unknown>) =>
              target.transaction(async (tx) => {
                const result = await work(tx);
                await new Promise((r) => setTimeout(r, 5000));
                return result;
              })
          : Reflect.get(target, p, receiver),
    }),
  };
  const jobs = await startJobs(database, log, [crashConsumer]);
  await startOutbox({
    database: slowCommit,
    live: {
      publish(id, topic, args) {
        live.publish(id, topic, args);
        setTimeout(die, 300);
      },
    },
    jobs,
    consumers: [crashConsumer],
    log,
  });
}
