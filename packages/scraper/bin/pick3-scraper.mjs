#!/usr/bin/env node
// Thin launcher: the CLI itself is compiled to dist/cli.js by `pnpm build`.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
