/**
 * Imported first by the app's script (src/main.tsx): a task boundary between the evaluation
 * of the libraries' chunks (React, CodeMirror) and the app's own modules. In a build,
 * src/boot.ts has already run each library chunk in a task of its own; under `vite dev`, and
 * in any page that imports main.tsx whole, they are one module graph with the app, evaluated
 * in one task otherwise: this module's top-level await ends that task once the libraries are
 * evaluated, and the app's modules follow in the next. Nothing waits for time: the next task
 * runs at once. main.tsx takes `nextTask` from here, so the build keeps this module (the
 * package declares no side effects).
 */
import { nextTask } from "../editor/tasks";

await nextTask();

export { nextTask };
