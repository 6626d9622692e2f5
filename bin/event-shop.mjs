#!/usr/bin/env node
// The package's command: `event-shop conformance …` (conformance/cli.mjs).
const HELP = `Usage: event-shop <command> [options]

Commands:
  conformance   check a running backend against the shop's API contract
                (event-shop conformance --help)`;

const [command, ...rest] = process.argv.slice(2);
if (!command || command === '--help' || command === '-h' || command === 'help') {
  console.log(HELP);
  process.exit(command ? 0 : 2);
}
if (command !== 'conformance') {
  console.error(`Unknown command "${command}".\n\n${HELP}`);
  process.exit(2);
}
const { conformanceCli } = await import('../conformance/cli.mjs');
process.exitCode = await conformanceCli(rest);
