// Preloaded by bench:cli into both child processes: reports the process's peak resident memory and CPU time.
process.on("exit", () => {
  const u = process.resourceUsage();
  process.stderr.write(`\nmaxrss_kib=${u.maxRSS} cpu_us=${u.userCPUTime + u.systemCPUTime}\n`);
});
