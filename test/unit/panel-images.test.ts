// Remote images in the panels (avatars, news images, report images): whether one loads and how.
import * as assert from 'node:assert/strict';
import { initialOf, remoteImage } from '../../src/protocol/display';

describe('panels: remote images', () => {
  it('load lazily and send no referrer', () => {
    assert.deepEqual(remoteImage('https://img.example/a.png?s=64', true),
      { src: 'https://img.example/a.png?s=64', loading: 'lazy', referrerpolicy: 'no-referrer' });
  });

  it('load only over https, whatever the setting', () => {
    for (const url of ['http://img.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'file:///etc/passwd',
      '//img.example/a.png', '/a.png', '', undefined]) {
      assert.equal(remoteImage(url, true), undefined, String(url));
    }
  });

  it('never load while the setting is off', () => {
    assert.equal(remoteImage('https://img.example/a.png', false), undefined);
  });

  it('an avatar without its image shows the first letter or digit of the name', () => {
    assert.equal(initialOf('alice'), 'A');
    assert.equal(initialOf('@bob_the_builder'), 'B');
    assert.equal(initialOf('  élodie'), 'É');
    assert.equal(initialOf('😀 zoe'), 'Z');
    assert.equal(initialOf('42club'), '4');
    assert.equal(initialOf('<script>'), 'S');
    assert.equal(initialOf('---'), undefined);
    assert.equal(initialOf(undefined), undefined);
  });
});
