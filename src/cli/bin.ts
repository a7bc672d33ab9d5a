#!/usr/bin/env node
/**
 * The `robots-workbench` command: runs the CLI on the process's arguments and streams, and
 * exits with its code (0 passed, 1 a check failed, 2 bad input or usage).
 */
import { runCli } from "./run.ts";

declare const __CLI_VERSION__: string;

const version = typeof __CLI_VERSION__ === "string" ? __CLI_VERSION__ : "dev";
// A closed pipe (`robots-workbench check … | head`) is not an error of the run.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});
runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, version }).then(
  (code) => {
    process.exitCode = code;
  },
);
