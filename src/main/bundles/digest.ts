// The entry of dist/digest.js, loaded when a digest is first asked for or due
// (src/main/onDemand/digest.ts): the commands and the scheduled digest's writing.
export { startDigest, type DigestDeps, type DigestFeature } from '../../features/digest/register';
