// Remote images in the panels (avatars, news images, report images): whether one loads and how.
import * as assert from 'node:assert/strict';
import { initialOf, remoteImage, sizedRemoteImage } from '../../src/shared/protocol/display';

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

  it("a post's image (an object: address and size) loads as the others do, at the size the service gave", () => {
    const image = { src: 'https://img.example/p.jpg', width: 1200, height: 675 };
    assert.deepEqual(sizedRemoteImage(image, true), { src: image.src, loading: 'lazy', referrerpolicy: 'no-referrer', width: 1200, height: 675 });
    assert.equal(sizedRemoteImage(image, false), undefined, 'the setting off');
    assert.equal(sizedRemoteImage({ ...image, src: 'http://img.example/p.jpg' }, true), undefined, 'not https');
    assert.equal(sizedRemoteImage(undefined, true), undefined);
    assert.deepEqual(sizedRemoteImage({ src: image.src, width: -1, height: 2.5 }, true), { src: image.src, loading: 'lazy', referrerpolicy: 'no-referrer' });
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
