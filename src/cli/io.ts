/**
 * The CLI's input and output: files and standard input as text or as a stream of decoded
 * chunks (gzip detected by content and decompressed with node:zlib), and a buffered writer
 * that respects back-pressure, so a million lines of output cost constant memory.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { isGzip } from "../core/lists.ts";

/** A writable the CLI prints to (process.stdout, or a test's collector). */
export interface Sink {
  write(chunk: string): boolean;
  once?(event: "drain", listener: () => void): unknown;
  isTTY?: boolean;
}

/** Buffers output and writes it in large pieces; `ready` waits while the sink is full. */
export class Out {
  private buffer = "";
  private full: Promise<void> | null = null;
  constructor(private readonly sink: Sink) {}

  get isTTY(): boolean {
    return this.sink.isTTY === true;
  }

  /** Adds text; it is written once 64 KiB gather, and at `flush`. */
  write(text: string): void {
    this.buffer += text;
    if (this.buffer.length >= 1 << 16) this.push();
  }

  line(text = ""): void {
    this.write(text + "\n");
  }

  private push(): void {
    if (this.buffer === "") return;
    const text = this.buffer;
    this.buffer = "";
    if (!this.sink.write(text) && this.sink.once && !this.full) {
      this.full = new Promise<void>((resolve) => this.sink.once!("drain", resolve)).then(() => {
        this.full = null;
      });
    }
  }

  /** Resolves when the sink takes more (back-pressure: a slow reader holds the run, not memory). */
  async ready(): Promise<void> {
    if (this.full) await this.full;
  }

  async flush(): Promise<void> {
    this.push();
    await this.ready();
  }
}

/** Why an input could not be read. */
export class InputError extends Error {
  constructor(
    readonly code: "missing" | "directory" | "unreadable" | "gzip",
    readonly file: string,
    readonly detail = "",
  ) {
    super(`${code}: ${file} ${detail}`);
  }
}

/** Checks that a path is a readable file (not a directory); throws an InputError. */
async function checkFile(path: string): Promise<void> {
  try {
    const s = await stat(path);
    if (s.isDirectory()) throw new InputError("directory", path);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") throw new InputError("missing", path);
    throw new InputError("unreadable", path, (error as Error).message);
  }
}

/** The raw byte stream of a file, or of standard input for `-`. */
async function byteStream(path: string, stdin: NodeJS.ReadableStream): Promise<AsyncIterable<Buffer>> {
  if (path === "-") return stdin as AsyncIterable<Buffer>;
  await checkFile(path);
  return createReadStream(path, { highWaterMark: 1 << 18 });
}

/** The bytes of a file, gunzipped when they are gzip (by content, not by name). */
export async function* decodedBytes(path: string, stdin: NodeJS.ReadableStream): AsyncGenerator<Buffer> {
  const source = await byteStream(path, stdin);
  const it = source[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer>;
  try {
    first = await it.next();
  } catch (error) {
    throw new InputError("unreadable", path, (error as Error).message);
  }
  if (first.done) return;
  let head = Buffer.from(first.value);
  // Two bytes tell gzip; a first chunk of one byte waits for the next.
  while (head.length < 2) {
    const next = await it.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  async function* rest(): AsyncGenerator<Buffer> {
    yield head;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  if (!isGzip(head)) {
    yield* rest();
    return;
  }
  const gunzip = Readable.from(rest()).pipe(createGunzip());
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (error) {
    throw new InputError("gzip", path, (error as Error).message);
  }
}

/** The text of a file, chunk by chunk (UTF-8, decoded across chunk boundaries). */
export async function* textChunks(path: string, stdin: NodeJS.ReadableStream): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const bytes of decodedBytes(path, stdin)) yield decoder.decode(bytes, { stream: true });
  const tail = decoder.decode();
  if (tail !== "") yield tail;
}

/** A whole (small) file's text: a robots.txt or an expectations file; gzip is read too. */
export async function readText(path: string, stdin: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of textChunks(path, stdin)) text += chunk;
  return text;
}
