#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (built by `npm run build`, run automatically by `npm ci`).
import('../dist/cli/main.js').then((m) => m.main(process.argv.slice(2)));
