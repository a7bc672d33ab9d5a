// Makes sure a Chromium exists for the end-to-end tests: Debian's /usr/bin/chromium
// (installed with apt-get when missing and we are root on Debian), else Playwright's own.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const debian = "/usr/bin/chromium";
if (existsSync(debian)) process.exit(0);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq", { stdio: "inherit", env });
  execSync("apt-get install -y -qq chromium fonts-ipafont-gothic", { stdio: "inherit", env });
  if (existsSync(debian)) process.exit(0);
}
console.log("No /usr/bin/chromium: using Playwright's browser (run `npx playwright install chromium` once).");
