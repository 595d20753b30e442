// Runs the CLI from source (no build step): `node --import tsx src/cli/dev.ts <args>`. Used by tests.
import { main } from './main.js';

void main(process.argv.slice(2));
