// The entry of dist/hovers.js, loaded on the first hover over something a hover may name
// (src/main/onDemand/hovers.ts).
export { startHovers, type HoversFeature } from '../../features/hovers/register';
