/**
 * Imported second by the app's script (src/main.tsx), after app/after-libraries.ts: a task
 * boundary in the middle of the app's own modules. The first-load chunk that holds them is
 * one script, evaluated in one task but for a top-level await; this module's imports (the
 * interface texts, the core, the store and the verdict) are evaluated first, its `await`
 * ends that task, and the editor's and the interface's modules follow in the next. In one
 * task the app's modules took 14–16 ms of CPU unthrottled (bench/startup-trace.ts): a long
 * task (over 50 ms) at Lighthouse's 4× CPU slowdown; in two, each is about half. main.tsx
 * takes `initLocale` from here, so the build keeps this module where it is (the package
 * declares no side effects but for the modules listed in package.json).
 */
import { nextTask } from "../editor/tasks";
import { initLocale } from "../i18n/locale";
import "../state/store";
import "../state/verdict-service";

await nextTask();

export { initLocale };
