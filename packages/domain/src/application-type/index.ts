export { APPLICATION_TYPES, type ApplicationType } from './types.ts';
export {
  EFFECTIVE_PRIORITY,
  HEADER_VALUE_OF,
  effectiveApplicationType,
  flagsOf,
  parseApplicationTypeHeader,
  resolveApplicationType,
} from './parse.ts';
export { BLOCKS, VISIBILITY, blocksFor, isShown, type Block } from './visibility.ts';
