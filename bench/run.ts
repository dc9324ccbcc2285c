// npm run bench -- <name>: runs bench/<name>.ts and prints its one-line summary.
const name = process.argv[2];
const benches: Record<string, () => Promise<{ run: () => Promise<string> }>> = {
  auth: () => import('./auth.js'),
  brokers: () => import('./brokers.js'),
  projects: () => import('./projects.js'),
  lighthouse: () => import('./lighthouse.js'),
  render: () => import('./render.js'),
  review: () => import('./review.js'),
  search: () => import('./search.js'),
  upload: () => import('./upload.js'),
};
if (!name || !benches[name]) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
const { run } = await benches[name]!();
console.log(await run());
