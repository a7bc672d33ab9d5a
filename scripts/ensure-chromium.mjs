// Makes sure a Chromium exists for the end-to-end tests: Debian's /usr/bin/chromium (installed
// with apt-get, with a Japanese font, when missing and we are root on Debian), else Playwright's.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const debian = "/usr/bin/chromium";
const japaneseFont = "/usr/share/fonts/opentype/ipafont-gothic";
const missing = [];
if (!existsSync(debian)) missing.push("chromium");
if (!existsSync(japaneseFont)) missing.push("fonts-ipafont-gothic");
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log(`Installing Debian packages for the end-to-end tests: ${missing.join(", ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execSync("apt-get update -qq", { stdio: "inherit", env });
    execSync(`apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit", env });
  } catch (err) {
    console.log(`apt-get failed (${err.message}); continuing with what is installed.`);
  }
}
if (!existsSync(debian)) {
  console.log("No /usr/bin/chromium: using Playwright's browser (run `npx playwright install chromium` once).");
}
