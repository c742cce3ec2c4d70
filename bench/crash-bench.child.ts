// The crash bench's child process (crash/child.ts): bundled on its own, so it starts quickly.
import { runChild } from './crash/child';

void runChild();
