import { PGlite } from '@electric-sql/pglite';
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
console.log('start', rss());
const db = await PGlite.create(process.argv[2] ? { dataDir: process.argv[2] } : {});
console.log('open', rss(), JSON.stringify(process.memoryUsage()));
await db.query('select 1');

console.log('after insert', rss());
await db.query('select count(*) from t');
console.log('after q', rss());
