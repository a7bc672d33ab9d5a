import { Editor } from "./Editor";
import { EXAMPLE_ROBOTS_TXT } from "./example";

/** The workbench page: the editor now; the panels arrive with the workbench issue. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <h1>robots.txt workbench</h1>
      </header>
      <main className="app-main">
        <Editor initialText={EXAMPLE_ROBOTS_TXT} />
      </main>
    </div>
  );
}
