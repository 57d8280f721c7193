#!/usr/bin/env node
// The command, as npm links it: the compiled CLI (npm ci builds it, through the root postinstall).
import '../dist/cli.js';
