import { LoanDocumentError, LOAN_DOCUMENT_MESSAGES } from '@nairalens/core/loans/read-document.ts';
import type { DocumentKind } from '../../documents/document-kind.ts';
import { ocrSettings } from '../../documents/ocr/index.ts';
import { LOAN_CONTRACT_QUEUE } from '../../jobs/queue-names.ts';
import { extractContractInWorker, type ExtractedContract } from './extract-in-worker.ts';
import {
  claimContract,
  clearContractStorageKey,
  completeContract,
  contractOwnsStorageKey,
  contractsStuckSince,
  contractsWithRawOlderThan,
  failContract,
  latestIncome,
  lockContract,
  setContractJobId,
  setContractStage,
  type ClaimedContract,
} from './repository.ts';

/**
 * A loan contract as a document kind: its text read in a worker thread (PDF text layer, or OCR for a photo), its
 * terms found, and the person's latest income kept beside them for affordability. Its idempotency key is stored
 * already prefixed (`loan-contract:…`) and is the spend's ledger key.
 */
export const contractDocument: DocumentKind<ClaimedContract, ExtractedContract> = {
  name: 'loan-contract',
  queue: LOAN_CONTRACT_QUEUE,
  payloadKey: 'contractId',
  ledger: {
    reason: 'loan_contract_analysis',
    refundReason: 'loan_contract_analysis',
    spendKey: (key) => key,
    refundKey: (key) => `${key}:refund`,
    // token_ledger.analysis_id names statement analyses; a contract is not one.
    analysisId: () => null,
  },
  messages: {
    TIMEOUT: 'Reading this contract took too long and was stopped; your tokens were refunded. Please try again.',
    INTERNAL: 'Something went wrong while reading this contract; your tokens were refunded. Please try again.',
    MISSING_FILE: 'The uploaded contract is no longer available; your tokens were refunded. Please upload it again.',
  },
  store: {
    claim: claimContract,
    setStage: setContractStage,
    setJobId: setContractJobId,
    lock: lockContract,
    async complete(tx, record, extracted, processingMs) {
      const income = await latestIncome(tx, record.userId);
      await completeContract(tx, record.id, {
        terms: extracted.terms,
        source: extracted.source,
        ocrConfidence: extracted.ocrConfidence === null ? null : Math.round(extracted.ocrConfidence * 100) / 100,
        monthlyIncome: income?.monthlyIncome ?? null,
        processingMs,
      });
    },
    markFailed: (tx, id, failure) => failContract(tx, id, failure.code, failure.message),
    clearStorageKey: clearContractStorageKey,
    withRawOlderThan: contractsWithRawOlderThan,
    stuckSince: contractsStuckSince,
    ownsStorageKey: contractOwnsStorageKey,
  },
  read: (ctx, bytes) =>
    extractContractInWorker(bytes, ocrSettings({ dataDir: ctx.config.dataDir, memoryLimitMb: ctx.config.ocrMemoryLimitMb })),
  asFailure: (error) =>
    error instanceof LoanDocumentError ? { code: error.code, message: LOAN_DOCUMENT_MESSAGES[error.code] } : null,
};
