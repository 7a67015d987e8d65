#!/usr/bin/env node
// Runs the CLI from source without a build step to remember: bin/loadBundle.mjs
// rebuilds the bundle in dist/ whenever a source file is newer than it.
import { loadBundle } from './loadBundle.mjs';

const COMMANDS = new Set(['analyze', 'pieces', 'correct', 'duel', 'export', 'inspect', 'interpretations', 'library', 'view']);
const word = process.argv.slice(2).find((a) => !a.startsWith('-'));
const { exports, saveCache } = await loadBundle(word !== undefined && COMMANDS.has(word) ? word : 'other');
// Written at exit, once the command has compiled what it uses.
process.once('exit', saveCache);
exports.run();
