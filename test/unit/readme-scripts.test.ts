// CONTRIBUTING.md says the README lists every other script: each of package.json's scripts is
// named in the README (`npm run x`; `npm test` and `npm start` as they are typed). The pre* hooks
// run with their script.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

describe('README: the scripts', () => {
  it('names every script of package.json', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const named = (name: string): boolean => readme.includes(`npm run ${name}\``) || readme.includes(`npm run ${name} `)
      || ((name === 'test' || name === 'start') && readme.includes(`npm ${name}`));
    const missing = Object.keys(scripts).filter((name) => !/^pre|^post/.test(name) && !named(name));
    assert.deepEqual(missing, []);
  });
});
