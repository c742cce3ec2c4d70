// The entry of dist/digest.js, loaded when a digest is first asked for or due
// (src/onDemand/digest.ts): the commands and the scheduled digest's writing.
export { startDigest, type DigestDeps, type DigestFeature } from '../digest/register';
