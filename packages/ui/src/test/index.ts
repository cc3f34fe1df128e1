// Test helpers other packages' component tests share (features): the axe-core check.
export { axeViolations, expectNoAxeViolations } from './axe.ts';
