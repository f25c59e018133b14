// Rewrites the table of the agreed pacts' provider states in docs/contracts.md from the committed pacts:
//   npm run pact:states            (then run prettier on docs/contracts.md, as the lint stage does)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { agreedStatesTable, withStatesTable } from './lib/states-table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = path.resolve(here, '../../docs/contracts.md');
fs.writeFileSync(docs, withStatesTable(fs.readFileSync(docs, 'utf8'), agreedStatesTable(path.resolve(here, '../pacts'))));
console.log("docs/contracts.md: the agreed pacts' provider states table rewritten");
