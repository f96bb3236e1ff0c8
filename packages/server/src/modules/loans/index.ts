/** What other modules may use of loans: the contract as a document kind of the pipeline. */
export { contractDocument } from './contract-document.ts';
