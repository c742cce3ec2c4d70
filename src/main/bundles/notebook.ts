// The entry of dist/notebook.js, loaded the first time a Pulse notebook opens or one of its
// commands runs (src/main/onDemand/notebook.ts).
export { registerNotebook as startNotebook, type NotebookDeps, type NotebookFeature } from '../../features/notebook/register';
