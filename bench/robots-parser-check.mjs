/**
 * The robots-parser side of `npm run bench:cli`: what a user writes with robots-parser in a
 * plain Node script to check a URL list: read the list line by line, ask `isAllowed` for one
 * user agent, print CSV (`url,verdict`). Arguments: ROBOTS_FILE URL_LIST USER_AGENT.
 */
import { createReadStream, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import robotsParser from "robots-parser";

const [file, list, agent] = process.argv.slice(2);
const robots = robotsParser("https://example.com/robots.txt", readFileSync(file, "utf8"));
const lines = createInterface({ input: createReadStream(list), crlfDelay: Infinity });
let out = "url,verdict\n";
for await (const line of lines) {
  const url = line.trim();
  if (url === "") continue;
  out += `${url},${robots.isAllowed(url, agent) === false ? "blocked" : "allowed"}\n`;
  if (out.length >= 1 << 16) {
    if (!process.stdout.write(out)) await new Promise((resolve) => process.stdout.once("drain", resolve));
    out = "";
  }
}
process.stdout.write(out);
