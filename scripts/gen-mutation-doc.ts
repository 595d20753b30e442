// Writes docs/mutation.md from the mutation operator table. Run: npx tsx scripts/gen-mutation-doc.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/core/version.js';
import { renderMutationDoc } from '../src/mutate/doc.js';

const file = join(PACKAGE_ROOT, 'docs', 'mutation.md');
writeFileSync(file, renderMutationDoc());
console.error(`wrote ${file}`);
