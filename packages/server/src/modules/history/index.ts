// What other modules may use of the history area.
export { buildPersonHistory } from './build-person-history.ts';
export type { Owner } from './repository.ts';
