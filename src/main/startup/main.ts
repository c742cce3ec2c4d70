// dist/extension.js, what the editor loads: the editor layer (dist/editor.js) with the code V8
// compiled for it at an earlier start, so that loading it and activate() skip most compiling.
import * as path from 'node:path';
import type * as Editor from '../extension';
import { requireWithCodeCache } from './codeCache';

const loaded = requireWithCodeCache(path.join(__dirname, 'editor.js'));
const editor = loaded.exports as typeof Editor;

export const activate = (context: Parameters<typeof Editor.activate>[0]): ReturnType<typeof Editor.activate> =>
  editor.activate(context, { fromSavedCode: loaded.fromCache });
export const deactivate = editor.deactivate;
