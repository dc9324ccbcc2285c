// Prints the schema to apps/server/schema.graphql (committed). `--check` fails when the file has drifted from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { REPO_ROOT } from '../config.js';
import { schema } from './schema.js';

const file = resolve(REPO_ROOT, 'apps/server/schema.graphql');
const printed = printSchema(lexicographicSortSchema(schema)) + '\n';
if (process.argv.includes('--check')) {
  const committed = readFileSync(file, 'utf8');
  if (committed !== printed) {
    console.error('apps/server/schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql matches the code');
} else {
  writeFileSync(file, printed);
  console.log(`wrote ${file}`);
}
